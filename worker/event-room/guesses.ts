import {
  DAY_MS,
  type GuessLimits,
  RESPONSE_GUESS_LIMITS,
  rolled,
  type SourceCount,
  type Verdict,
  verdict,
} from "../lib/guess-limits";

/** The row that counts a response's failures across all sources. */
const ALL_SOURCES = "*";

/** Submissions one source may make to one event per window: a family, a venue's network. */
export const SUBMISSIONS_PER_SOURCE = 100;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

type GuessRow = {
  failures: number;
  window_started_at: number;
  day_failures: number;
  day_started_at: number;
};

const toCount = (row: GuessRow | undefined): SourceCount | undefined =>
  row && {
    failures: row.failures,
    windowStartedAt: row.window_started_at,
    dayFailures: row.day_failures,
    dayStartedAt: row.day_started_at,
  };

/**
 * The room's counts of password guesses (per response and source, and per response across all
 * sources; the policy is worker/lib/guess-limits.ts) and of submissions per source. Called
 * inside the room's transactions, like the store.
 */
export class RoomGuesses {
  constructor(
    private readonly sql: SqlStorage,
    private readonly limits: GuessLimits = RESPONSE_GUESS_LIMITS,
  ) {}

  /** Counts one attempt on a response from a source, then says whether it may be checked. */
  reserve(responseId: string, source: string, now: number): Verdict {
    this.sql.exec(
      "DELETE FROM guesses WHERE response_id = ? AND day_started_at <= ?",
      responseId,
      now - DAY_MS,
    );
    const counted = (who: string) => {
      const count = rolled(toCount(this.row(responseId, who)), this.limits, now);
      const next = { ...count, failures: count.failures + 1, dayFailures: count.dayFailures + 1 };
      this.write(responseId, who, next);
      return next;
    };
    return verdict(counted(source), counted(ALL_SOURCES), this.limits, now);
  }

  /**
   * The password proved right: the source's counts go, and the response's day count gives back
   * the attempt reserved for it (it was not a guess).
   */
  clear(responseId: string, source: string, now: number): void {
    this.sql.exec("DELETE FROM guesses WHERE response_id = ? AND source = ?", responseId, source);
    const all = toCount(this.row(responseId, ALL_SOURCES));
    if (!all) return;
    const count = rolled(all, this.limits, now);
    this.write(responseId, ALL_SOURCES, {
      ...count,
      dayFailures: Math.max(0, count.dayFailures - 1),
    });
  }

  /** Wrong passwords tried on each response today, for the organiser (only those above 0). */
  wrongToday(now: number): Map<string, number> {
    const rows = this.sql
      .exec<{ response_id: string; day_failures: number }>(
        "SELECT response_id, day_failures FROM guesses WHERE source = ? AND day_started_at > ? AND day_failures > 0",
        ALL_SOURCES,
        now - DAY_MS,
      )
      .toArray();
    return new Map(rows.map((row) => [row.response_id, row.day_failures]));
  }

  /** Counts a submission from a source; false once it has used up its window's share. */
  admitSubmission(source: string, now: number): Verdict {
    const row = this.sql
      .exec<{ submissions: number; window_started_at: number }>(
        "SELECT submissions, window_started_at FROM submitters WHERE source = ?",
        source,
      )
      .toArray()[0];
    const fresh = !row || now - row.window_started_at >= SUBMISSION_WINDOW_MS;
    if (fresh) {
      // A new window for this source: sources whose windows have ended are forgotten.
      this.sql.exec(
        "DELETE FROM submitters WHERE window_started_at <= ?",
        now - SUBMISSION_WINDOW_MS,
      );
    }
    const submissions = fresh ? 1 : row.submissions + 1;
    const startedAt = fresh ? now : row.window_started_at;
    this.sql.exec(
      "INSERT OR REPLACE INTO submitters (source, submissions, window_started_at) VALUES (?, ?, ?)",
      source,
      submissions,
      startedAt,
    );
    if (submissions <= SUBMISSIONS_PER_SOURCE) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((startedAt + SUBMISSION_WINDOW_MS - now) / 1000)),
    };
  }

  private row(responseId: string, source: string): GuessRow | undefined {
    return this.sql
      .exec<GuessRow>(
        "SELECT failures, window_started_at, day_failures, day_started_at FROM guesses WHERE response_id = ? AND source = ?",
        responseId,
        source,
      )
      .toArray()[0];
  }

  private write(responseId: string, source: string, count: SourceCount): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO guesses
         (response_id, source, failures, window_started_at, day_failures, day_started_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      responseId,
      source,
      count.failures,
      count.windowStartedAt,
      count.dayFailures,
      count.dayStartedAt,
    );
  }
}
