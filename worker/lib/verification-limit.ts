import { HOUR_MS } from "#contract/event-time";
import { requestHash } from "./request-hash";

/**
 * How many verification mails go out, across every event (docs/security.md): each counted per
 * mailbox (`mailbox`: one inbox however its address is spelled), per requesting source, and per
 * mailbox and source. A stranger's requests spend their own source's share of a mailbox, never
 * the share of the invitee asking from her own phone; the mailbox's ceiling stops a stranger
 * with many sources from turning the service into a spam cannon.
 */
export const VERIFICATION_LIMITS = {
  /** From one source (an IPv4 address, an IPv6 /64), to any addresses, per clock hour (UTC). */
  perSourceHour: 10,
  /** From one source to one mailbox, per UTC day. */
  perMailboxAndSourceDay: 3,
  /** To one mailbox from all sources together, per UTC day. */
  perMailboxDay: 10,
} as const;

/** Whether the mail may go now, or when to ask again (epoch ms: the earliest a limit allows). */
export type VerificationVerdict = { admitted: true } | { admitted: false; retryAt: number };

/** Providers whose mailboxes ignore dots in the local part (and `googlemail.com` is Gmail). */
const DOTLESS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * One inbox however its address is spelled: case, a `+tag` (delivered to the same mailbox by
 * nearly every provider), and Gmail's dots. Only for counting: mail goes to the address as given.
 */
export function mailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split("+")[0];
  const dotless = DOTLESS[domain];
  if (dotless) local = local.replaceAll(".", "");
  return `${local}@${dotless ?? domain}`;
}

const DAY_MS = 24 * HOUR_MS;

type Count = { key: string; window: string; limit: number; endsAt: number };

/** The counts one verification mail goes into, each with its window and when that ends. */
async function countsOf(secret: string, address: string, source: string | null, now: number) {
  const box = mailbox(address);
  const iso = new Date(now).toISOString();
  const day = { window: iso.slice(0, 10), endsAt: Math.floor(now / DAY_MS) * DAY_MS + DAY_MS };
  const hour = { window: iso.slice(0, 13), endsAt: Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS };
  // Off Cloudflare no source is known (clientSource): one local source, not limited alone.
  const from = source ?? "local";
  const key = (...parts: string[]) => requestHash(secret, ["mail-verification", ...parts]);
  const counts: Count[] = [
    { key: await key(box), ...day, limit: VERIFICATION_LIMITS.perMailboxDay },
    {
      key: await key(box, from),
      ...day,
      limit: VERIFICATION_LIMITS.perMailboxAndSourceDay,
    },
  ];
  if (source !== null) {
    counts.push({
      key: await key("source", source),
      ...hour,
      limit: VERIFICATION_LIMITS.perSourceHour,
    });
  }
  return counts;
}

const COUNT = `INSERT INTO mail_verifications (address_key, day, sent) VALUES (?, ?, 1)
  ON CONFLICT (address_key, day) DO UPDATE SET sent = sent + 1
  RETURNING sent`;
const UNCOUNT = "UPDATE mail_verifications SET sent = sent - 1 WHERE address_key = ? AND day = ?";

/**
 * Counts a verification mail to `address` asked for by `source` and says whether it may go.
 * Every count is added first, in one batch (one transaction), so two rooms mailing one inbox
 * at once cannot both read a count under a limit; a mail refused takes its counts back, so a
 * held mail tried again later does not spend anyone's share meanwhile. Windows from before
 * today go on the way. Addresses and sources are stored only as keyed hashes.
 */
export async function admitVerification(
  db: D1Database,
  secret: string,
  address: string,
  source: string | null,
  now: number,
): Promise<VerificationVerdict> {
  const counts = await countsOf(secret, address, source, now);
  const today = new Date(now).toISOString().slice(0, 10);
  const [, ...counted] = await db.batch<{ sent: number }>([
    // Hour windows ("2026-11-28T19") sort after their day's ("2026-11-28"): both go tomorrow.
    db.prepare("DELETE FROM mail_verifications WHERE day < ?").bind(today),
    ...counts.map((count) => db.prepare(COUNT).bind(count.key, count.window)),
  ]);
  const over = counts.filter(
    (count, index) => (counted[index].results[0]?.sent ?? Number.POSITIVE_INFINITY) > count.limit,
  );
  if (over.length === 0) return { admitted: true };
  await db.batch(counts.map((count) => db.prepare(UNCOUNT).bind(count.key, count.window)));
  return { admitted: false, retryAt: Math.max(...over.map((count) => count.endsAt)) };
}
