/**
 * A Durable Object has one alarm; the D1 mirror and the push courier both need it. Each asks to
 * be woken by some time and the earliest asked wins: a later request never postpones an earlier
 * one. Requests are taken one at a time, so two cannot both read "no alarm" and race to set it.
 */
export class RoomAlarm {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly storage: DurableObjectStorage) {}

  wakeBy(at: number): Promise<void> {
    this.queue = this.queue.then(async () => {
      const current = await this.storage.getAlarm();
      if (current === null || current > at) await this.storage.setAlarm(at);
    });
    return this.queue;
  }

  /** Forgets any alarm (the room was emptied) and what was waiting to set one. */
  async clear(): Promise<void> {
    await this.queue.catch(() => {});
    await this.storage.deleteAlarm();
  }
}
