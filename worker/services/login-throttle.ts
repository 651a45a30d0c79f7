import { throttled } from "../lib/errors";
import { countAttemptSql, giveBackSql } from "../lib/guess-counts";
import {
  attemptSource,
  DAY_MS,
  LOGIN_ATTEMPT_LIMITS,
  type SourceCount,
  verdict,
  widerSources,
} from "../lib/password-attempt-limits";

/** Failed sign-ins one source may spend across all emails per window: bounds made-up emails. */
export const LOGIN_FAILURES_PER_SOURCE = 30;
const ANY = "*";
const { sourceWindowMs } = LOGIN_ATTEMPT_LIMITS;

const COUNT_ATTEMPT = countAttemptSql("login_guesses", "email");

/**
 * Counts a sign-in attempt before its password is checked (worker/lib/password-attempt-limits.ts), and
 * refuses it (429 with Retry-After) when its source has used up its tries on this email, or on
 * all emails. A source's count across emails comes first, so a source that is over it makes no
 * rows for further emails; rows older than a day are dropped on the way.
 */
export async function countLoginAttempt(
  d1: D1Database,
  email: string,
  knownSource: string | null,
  now = Date.now(),
): Promise<void> {
  const source = attemptSource(knownSource);
  const count = (who: string, whose: string) =>
    d1.prepare(COUNT_ATTEMPT).bind(who, whose, now, sourceWindowMs, DAY_MS);
  const [, acrossEmails] = await d1.batch<SourceCount>([
    d1.prepare("DELETE FROM login_guesses WHERE day_started_at <= ?").bind(now - DAY_MS),
    count(ANY, source),
  ]);
  const spent = acrossEmails.results[0];
  if (knownSource !== null && spent.failures > LOGIN_FAILURES_PER_SOURCE) {
    throw throttled("login_throttled", (spent.windowStartedAt + sourceWindowMs - now) / 1000);
  }
  // An IPv6 source's /56 and /48 are counted too, and weigh once the email is under pressure.
  const [fromSource, fromAll, ...fromNetworks] = await d1.batch<SourceCount>([
    count(email, source),
    count(email, ANY),
    ...widerSources(source).map((network) => count(email, network)),
  ]);
  const decided = verdict(fromSource.results[0], fromAll.results[0], LOGIN_ATTEMPT_LIMITS, now, {
    wider: fromNetworks.map((counted) => counted.results[0]),
  });
  if (!decided.allowed) throw throttled("login_throttled", decided.retryAfterSeconds);
}

/** The password was right: the attempt was no guess, and this source starts afresh. */
export async function clearLoginAttempt(d1: D1Database, email: string, knownSource: string | null) {
  const source = attemptSource(knownSource);
  const giveBack = giveBackSql("login_guesses", "email");
  await d1.batch([
    d1.prepare("DELETE FROM login_guesses WHERE email = ? AND source = ?").bind(email, source),
    d1.prepare(giveBack).bind(email, ANY),
    d1.prepare(giveBack).bind(ANY, source),
    ...widerSources(source).map((network) => d1.prepare(giveBack).bind(email, network)),
  ]);
}

/** A password reset: whoever guessed at the old password, the account starts afresh. */
export async function clearLoginGuesses(d1: D1Database, email: string) {
  await d1.prepare("DELETE FROM login_guesses WHERE email = ?").bind(email).run();
}
