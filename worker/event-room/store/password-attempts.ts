import {
  DAY_MS,
  type PasswordAttemptLimits,
  RESPONSE_ATTEMPT_LIMITS,
  rolled,
  type SourceCount,
  UNKNOWN_SOURCE,
  type Verdict,
  verdict,
  widerSources,
} from "../../lib/password-attempt-limits";

/** The row that counts a response's failures across all sources. */
const ALL_SOURCES = "*";

/** Sources remembered per response as having given its right password (the latest ones). */
export const PASSED_SOURCES_KEPT = 10;

/** Submissions one source may make to one event per window: a family, a venue's network. */
export const SUBMISSIONS_PER_SOURCE = 100;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

type AttemptRow = {
  failures: number;
  window_started_at: number;
  day_failures: number;
  day_started_at: number;
};

const toCount = (row: AttemptRow | undefined): SourceCount | undefined =>
  row && {
    failures: row.failures,
    windowStartedAt: row.window_started_at,
    dayFailures: row.day_failures,
    dayStartedAt: row.day_started_at,
  };

/**
 * The room's counts of password attempts, counted before each check so a wrong one needs no
 * second call (per response and source, and per response across all sources; the policy is
 * worker/lib/password-attempt-limits.ts), and of submissions per source. Called inside the
 * room's transactions, like the response store. Its tables keep their first names (`guesses`,
 * `guess_passes`): renaming them would be a migration of every room for a word.
 */
export class PasswordAttempts {
  constructor(
    private readonly sql: SqlStorage,
    private readonly limits: PasswordAttemptLimits = RESPONSE_ATTEMPT_LIMITS,
  ) {}

  /**
   * Counts one attempt on a response from a source (and, for IPv6, from its /56 and /48), then
   * says whether it may be checked. Only attempts that will be checked count against the
   * response itself: its day count is the guesses it has met, which refused ones are not, so
   * an address hammering away after its refusal tips nobody's response into pressure or past
   * its ceiling.
   */
  reserve(responseId: string, source: string, now: number): Verdict {
    this.sql.exec(
      "DELETE FROM guesses WHERE response_id = ? AND day_started_at <= ?",
      responseId,
      now - DAY_MS,
    );
    const counted = (who: string) => {
      const count = rolled(toCount(this.row(responseId, who)), this.limits, now);
      return { ...count, failures: count.failures + 1, dayFailures: count.dayFailures + 1 };
    };
    const fromSource = counted(source);
    this.write(responseId, source, fromSource);
    const wider = widerSources(source).map((network) => {
      const count = counted(network);
      this.write(responseId, network, count);
      return count;
    });
    const all = counted(ALL_SOURCES);
    const trusted = this.hasPassed(responseId, source);
    const decided = verdict(fromSource, all, this.limits, now, { wider, trusted });
    if (decided.allowed) this.write(responseId, ALL_SOURCES, all);
    return decided;
  }

  /**
   * Counts an attempt on a name no response has, as `reserve` counts one on a response (its
   * rows keyed `name:` and the name), so that where names are hidden an unknown name meets the
   * same limits as a real one. Such rows of other names go a day after their day began.
   */
  reserveForName(nameKey: string, source: string, now: number): Verdict {
    this.sql.exec(
      "DELETE FROM guesses WHERE response_id LIKE 'name:%' AND day_started_at <= ?",
      now - DAY_MS,
    );
    return this.reserve(`name:${nameKey}`, source, now);
  }

  /**
   * The password proved right for this response: the source's counts go, the response's day
   * count and the source's wider networks' give back the attempt reserved for it (it was not a
   * guess), and the source is remembered as the owner's (see `verdict`'s `trusted`). Only the
   * response the password matched: another response of the same name that this attempt was
   * also counted against met a wrong password.
   */
  clear(responseId: string, source: string, now: number): void {
    this.sql.exec("DELETE FROM guesses WHERE response_id = ? AND source = ?", responseId, source);
    for (const who of [ALL_SOURCES, ...widerSources(source)]) {
      const stored = toCount(this.row(responseId, who));
      if (!stored) continue;
      const count = rolled(stored, this.limits, now);
      this.write(responseId, who, {
        ...count,
        failures: Math.max(0, count.failures - 1),
        dayFailures: Math.max(0, count.dayFailures - 1),
      });
    }
    this.remember(responseId, source, now);
  }

  /** Whether a source has given this response's right password before. */
  private hasPassed(responseId: string, source: string): boolean {
    return (
      this.sql
        .exec("SELECT 1 FROM guess_passes WHERE response_id = ? AND source = ?", responseId, source)
        .toArray().length > 0
    );
  }

  /**
   * Remembers a source as one that knows the response's password (it gave it, or set it with
   * the submission): the latest PASSED_SOURCES_KEPT per response, gone with the response. The
   * shared source of requests without an address is never one.
   */
  remember(responseId: string, source: string, now: number): void {
    if (source === UNKNOWN_SOURCE) return;
    this.sql.exec(
      "INSERT OR REPLACE INTO guess_passes (response_id, source, passed_at) VALUES (?, ?, ?)",
      responseId,
      source,
      now,
    );
    this.sql.exec(
      `DELETE FROM guess_passes WHERE response_id = ?1 AND source NOT IN (
         SELECT source FROM guess_passes WHERE response_id = ?1 ORDER BY passed_at DESC LIMIT ?2)`,
      responseId,
      PASSED_SOURCES_KEPT,
    );
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

  private row(responseId: string, source: string): AttemptRow | undefined {
    return this.sql
      .exec<AttemptRow>(
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
