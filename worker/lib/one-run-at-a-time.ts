/**
 * Runs a piece of async work one run at a time: asked while a run is under way, it runs once
 * more after it (however many times it was asked), so what changed meanwhile is not missed and
 * runs never overlap. A run that throws ends the rounds; `failed` hears of it.
 */
export class OneRunAtATime {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly failed: (error: unknown) => Promise<void> | void,
  ) {}

  /** Runs now, or once more after the run under way; resolves when the rounds are done. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.work();
        } while (this.again);
      } catch (error) {
        await this.failed(error);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** The rounds under way, if any (resolves at once when none). */
  current(): Promise<void> | undefined {
    return this.running;
  }

  /** Resolves once every run started so far has finished (tests wait on it). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
