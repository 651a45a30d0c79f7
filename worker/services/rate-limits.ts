import { HOUR_MS } from "#contract/event-time";
import { throttled } from "../lib/errors";

/**
 * Writes that cost the server or someone else, each limited per key and hour: anonymous ones
 * per source, and any that mails an address per address too (no mail-bombing).
 */
export const WRITE_LIMITS = {
  /** Each sign-up is ~175 ms of scrypt. */
  signup: { perKey: 5, code: "signup_throttled" },
  /** Each recovery request may send a mail: per source, and per address. */
  recoverySource: { perKey: 10, code: "recovery_throttled" },
  recoveryEmail: { perKey: 3, code: "recovery_throttled" },
  /**
   * A host invitation mails an address that has no account (decision 0043): per inviting account,
   * and per address, so no account can use the invitation mail to flood an inbox.
   */
  invitationSender: { perKey: 20, code: "invitations_throttled" },
  invitationEmail: { perKey: 3, code: "invitations_throttled" },
  /**
   * New votes per source and poll: each is a password hash, and the poll holds 500 at most. A
   * family or a venue's network votes a few dozen times; more is someone filling the poll.
   */
  pollVotes: { perKey: 100, code: "too_many_submissions" },
} as const;

type Limit = keyof typeof WRITE_LIMITS;

const COUNT = `INSERT INTO rate_limits (key, count, window_started_at) VALUES (?1, 1, ?2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN window_started_at <= ?2 - ?3 THEN 1 ELSE count + 1 END,
    window_started_at = CASE WHEN window_started_at <= ?2 - ?3 THEN ?2 ELSE window_started_at END
  RETURNING count, window_started_at AS windowStartedAt`;

/**
 * Counts one write under `limit` for `key` (a source, an account, an address) in this hour's
 * window, first, in one statement; refuses with 429 and Retry-After once the window's share is
 * spent. Windows that are over are dropped on the way, so the table holds at most an hour.
 */
export async function countWrite(
  d1: D1Database,
  limit: Limit,
  key: string | null,
  now = Date.now(),
): Promise<void> {
  if (key === null) return; // No source known: off Cloudflare (see clientSource).
  const [, counted] = await d1.batch<{ count: number; windowStartedAt: number }>([
    d1.prepare("DELETE FROM rate_limits WHERE window_started_at <= ?").bind(now - HOUR_MS),
    d1.prepare(COUNT).bind(`${limit}:${key}`, now, HOUR_MS),
  ]);
  const { count, windowStartedAt } = counted.results[0];
  const { perKey, code } = WRITE_LIMITS[limit];
  if (count > perKey) throw throttled(code, (windowStartedAt + HOUR_MS - now) / 1000);
}
