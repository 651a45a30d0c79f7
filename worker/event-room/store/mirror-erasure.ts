/**
 * D1's copies of what the room erased (./erasure.ts): the mirror's rows of its responses, the
 * event log's lines that name one (check-ins), and the local outbox's mails about the event
 * (development only: deployed mails leave, and are kept nowhere). Then the event is marked
 * erased, for its organiser's reads and so the minute's sweep stops asking. Each statement
 * changes nothing the second time: a failed batch is simply run again.
 */
export async function eraseMirror(db: D1Database, eventId: string, now: number): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM responses WHERE event_id = ?").bind(eventId),
    db
      .prepare(
        "DELETE FROM event_log WHERE event_id = ? AND kind IN ('checked_in', 'check_in_undone')",
      )
      .bind(eventId),
    db.prepare("DELETE FROM mail_outbox WHERE html LIKE ?").bind(`%/events/${eventId}/%`),
    db
      .prepare("UPDATE events SET erased_at = ? WHERE id = ? AND erased_at IS NULL")
      .bind(new Date(now).toISOString(), eventId),
  ]);
}
