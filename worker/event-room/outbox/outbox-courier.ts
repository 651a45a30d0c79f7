/**
 * Pushes and mails sent per invocation, each channel: `limits.cpu_ms` caps every invocation of
 * the room, alarms included, and one notice cost at most about 2.6 ms of CPU when measured, so
 * 50 of each keep the heaviest invocation near a quarter of the cap
 * (docs/decisions/0048-the-rooms-work-per-invocation.md); the alarm, a new invocation, goes on
 * with the rest at once.
 */
const PER_INVOCATION = 50;
/** The wait before the alarm tries again after a round that threw. */
const RETRY_AFTER_FAILED_ROUND_MS = 30_000;

/**
 * Sends a room outbox's queued notices after the transaction that queued them: at once
 * (`waitUntil`) and again by the alarm for what waits (a retry, a coalesced change). Rounds
 * never overlap, so a notice is never in flight twice. What a round sends, and how it settles
 * each notice, is the channel's (./push-courier.ts, ./mail-courier.ts).
 */
export abstract class OutboxCourier {
  private sending: Promise<void> | undefined;
  private sendAgain = false;
  private paused = false;
  /**
   * Whether the room has the outbox (a room that never had an event has none). Asked after
   * every change, inside the rush's hot path, so the catalogue is read only until the table
   * is seen; only emptying the room (pause) drops it.
   */
  private outboxSeen = false;

  constructor(
    protected readonly ctx: DurableObjectState,
    private readonly table: "push_outbox" | "mail_outbox",
    private readonly wakeBy: (at: number) => Promise<void>,
    /**
     * The room's clock (../core/clock.ts). A round's sends take network time, so it is read at
     * each send and each settling, not once per round; the Worker tests move the mail
     * courier's to a quota's reset.
     */
    public now: () => number,
  ) {}

  /** Sends one round of due notices; how many (0: none was due). */
  protected abstract round(): Promise<number>;

  protected get sql() {
    return this.ctx.storage.sql;
  }

  /** After a change that may have queued notices. */
  sendSoon(): void {
    if (this.paused || !this.hasOutbox() || this.nextDue() === null) return;
    this.ctx.waitUntil(this.send());
  }

  /** The alarm: sends what is due, then asks to be woken for what is left. */
  async alarm(): Promise<void> {
    if (!this.hasOutbox()) return;
    await this.send();
  }

  /**
   * Stops after the round in flight and resolves then: the room is about to be emptied, and a
   * round settling afterwards would touch the new outbox.
   */
  async pause(): Promise<void> {
    this.paused = true;
    this.outboxSeen = false; // The emptied room may have none until farewells recreate it.
    await this.settled();
  }

  resume(): void {
    this.paused = false;
  }

  /** Resolves once every round started so far has finished (tests wait on it). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private send(): Promise<void> {
    if (this.sending) {
      this.sendAgain = true;
      return this.sending;
    }
    this.sending = (async () => {
      try {
        let sent = 0;
        do {
          this.sendAgain = false;
          while (!this.paused && sent < PER_INVOCATION) {
            const count = await this.round();
            if (count === 0) break;
            sent += count;
          }
        } while (this.sendAgain && !this.paused && sent < PER_INVOCATION);
        const next = this.paused ? null : this.nextDue();
        if (next !== null) await this.wakeBy(sent >= PER_INVOCATION ? this.now() : next);
      } catch (error) {
        console.warn(
          JSON.stringify({
            level: "warn",
            msg: `${this.table} round failed; the alarm retries`,
            error: String(error),
          }),
        );
        await this.wakeBy(this.now() + RETRY_AFTER_FAILED_ROUND_MS);
      } finally {
        this.sending = undefined;
      }
    })();
    return this.sending;
  }

  private nextDue(): number | null {
    return this.sql.exec<{ at: number | null }>(`SELECT min(due_at) AS at FROM ${this.table}`).one()
      .at;
  }

  private hasOutbox(): boolean {
    this.outboxSeen ||=
      this.sql
        .exec<{ n: number }>(
          "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
          this.table,
        )
        .one().n > 0;
    return this.outboxSeen;
  }
}
