import { throttled } from "../lib/errors";
import {
  attemptSource,
  DAY_MS,
  RESPONSE_ATTEMPT_LIMITS,
  type SourceCount,
  verdict,
  widerSources,
} from "../lib/password-attempt-limits";

/** Every source together, the vote's own count across them. */
const ANY = "*";
const { sourceWindowMs } = RESPONSE_ATTEMPT_LIMITS;

/**
 * One attempt counted in one statement, a window or day over starting afresh (SQLite evaluates
 * every SET expression against the row as it was), as sign-ins are counted
 * (services/login-throttle.ts).
 */
const COUNT_ATTEMPT = `INSERT INTO poll_guesses
    (vote_id, source, failures, window_started_at, day_failures, day_started_at)
  VALUES (?1, ?2, 1, ?3, 1, ?3)
  ON CONFLICT (vote_id, source) DO UPDATE SET
    failures = CASE WHEN window_started_at <= ?3 - ?4 THEN 1 ELSE failures + 1 END,
    window_started_at = CASE WHEN window_started_at <= ?3 - ?4 THEN ?3 ELSE window_started_at END,
    day_failures = CASE WHEN day_started_at <= ?3 - ?5 THEN 1 ELSE day_failures + 1 END,
    day_started_at = CASE WHEN day_started_at <= ?3 - ?5 THEN ?3 ELSE day_started_at END
  RETURNING failures, window_started_at AS windowStartedAt, day_failures AS dayFailures,
    day_started_at AS dayStartedAt`;

/**
 * Counts a password attempt on a vote before the password is checked, under a response
 * password's limits (worker/lib/password-attempt-limits.ts): parallel guesses get no more tries
 * than sequential ones, and a refusal (429 `vote_locked`) never depends on the password.
 */
export async function countVoteGuess(
  d1: D1Database | D1DatabaseSession,
  voteId: string,
  knownSource: string | null,
  now: number,
) {
  const source = attemptSource(knownSource);
  const count = (whose: string) =>
    d1.prepare(COUNT_ATTEMPT).bind(voteId, whose, now, sourceWindowMs, DAY_MS);
  const [, fromSource, fromAll, ...fromNetworks] = await d1.batch<SourceCount>([
    d1.prepare("DELETE FROM poll_guesses WHERE day_started_at <= ?").bind(now - DAY_MS),
    count(source),
    count(ANY),
    ...widerSources(source).map(count),
  ]);
  const decided = verdict(fromSource.results[0], fromAll.results[0], RESPONSE_ATTEMPT_LIMITS, now, {
    wider: fromNetworks.map((counted) => counted.results[0]),
  });
  if (!decided.allowed) throw throttled("vote_locked", decided.retryAfterSeconds);
}

/** The password was right: this source starts afresh, and the vote's count gets its try back. */
export async function clearVoteGuess(
  d1: D1Database | D1DatabaseSession,
  voteId: string,
  knownSource: string | null,
) {
  const source = attemptSource(knownSource);
  await d1.batch([
    d1.prepare("DELETE FROM poll_guesses WHERE vote_id = ? AND source = ?").bind(voteId, source),
    d1
      .prepare(
        `UPDATE poll_guesses SET failures = max(failures - 1, 0),
          day_failures = max(day_failures - 1, 0) WHERE vote_id = ? AND source = ?`,
      )
      .bind(voteId, ANY),
  ]);
}
