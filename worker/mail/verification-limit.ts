import { requestHash } from "../lib/request-hash";

/** Verification mails one address gets per UTC day, across every event (issue 32). */
export const VERIFICATIONS_PER_DAY = 3;

/**
 * Counts a verification mail to `address` and says whether it may go: one D1 statement that
 * adds one and answers the new count, so two rooms mailing the same address at once cannot
 * both read a count under the limit. The address is stored only as a keyed hash.
 */
export async function admitVerification(
  db: D1Database,
  secret: string,
  address: string,
  now: number,
): Promise<boolean> {
  const addressKey = await requestHash(secret, ["mail-verification", address.toLowerCase()]);
  const day = new Date(now).toISOString().slice(0, 10);
  const row = await db
    .prepare(
      `INSERT INTO mail_verifications (address_key, day, sent) VALUES (?, ?, 1)
       ON CONFLICT (address_key, day) DO UPDATE SET sent = sent + 1
       RETURNING sent`,
    )
    .bind(addressKey, day)
    .first<{ sent: number }>();
  return (row?.sent ?? Number.POSITIVE_INFINITY) <= VERIFICATIONS_PER_DAY;
}
