/** Polls one sweep erases; the next minute's takes the rest. */
const BATCH = 20;

/**
 * The minute's sweep forgets the voters of polls whose retention is over (`forget_at`, the
 * installation's RETENTION_DAYS after the last date): names, passwords, addresses and browsers go, with
 * the wrong-password counts and any invitation still owed; each vote's answers stay, nameless,
 * so the counts remain. Reads only the polls due, by the partial index on `forget_at`.
 */
export async function erasePollVoters(d1: D1Database, now: number): Promise<number> {
  const due = await d1
    .prepare("SELECT id FROM polls WHERE forget_at <= ? AND erased_at IS NULL LIMIT ?")
    .bind(new Date(now).toISOString(), BATCH)
    .all<{ id: string }>();
  for (const { id } of due.results) {
    await d1.batch([
      d1
        .prepare(
          `DELETE FROM poll_guesses WHERE vote_id IN (SELECT id FROM poll_votes WHERE poll_id = ?)`,
        )
        .bind(id),
      d1
        .prepare(
          `DELETE FROM poll_invitations WHERE vote_id IN
            (SELECT id FROM poll_votes WHERE poll_id = ?)`,
        )
        .bind(id),
      // The name's key becomes the vote's id: unique in the poll, and no name opens it.
      d1
        .prepare(
          `UPDATE poll_votes SET name = '', name_key = id, password_hash = '', email = NULL,
            email_verified_at = NULL, push_endpoint = NULL, push_p256dh = NULL, push_auth = NULL
          WHERE poll_id = ?`,
        )
        .bind(id),
      d1
        .prepare(
          `UPDATE polls SET erased_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
            version = version + 1 WHERE id = ? AND erased_at IS NULL`,
        )
        .bind(id),
    ]);
  }
  return due.results.length;
}
