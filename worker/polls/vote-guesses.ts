import { throttled } from "../lib/errors";
import { countAttemptSql, giveBackSql } from "../lib/guess-counts";
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

const COUNT_ATTEMPT = countAttemptSql("poll_guesses", "vote_id");

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
    d1.prepare(giveBackSql("poll_guesses", "vote_id")).bind(voteId, ANY),
  ]);
}
