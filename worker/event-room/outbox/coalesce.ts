import type { RoomNotice, StoredNotice } from "./room-notices";

/** Tags of change notices (./room-notices.ts `changedNotice`). */
const CHANGE_TAG = "changed-";

/**
 * A date or place change for each recipient of one outbox, coalesced (./notices.ts picks the
 * slot): a change notice still waiting to go is replaced by `merge(waiting)` (it keeps its
 * time); everyone else is queued by `enqueue` at the slot. A notice already due may be in
 * flight: it is left alone, and the news goes at the slot. Whether any was queued.
 */
export function coalesceChange<R extends { response_id: string }>(
  sql: SqlStorage,
  table: "push_outbox" | "mail_outbox",
  recipients: R[],
  merge: (waiting: StoredNotice) => RoomNotice,
  enqueue: (recipient: R) => void,
  now: number,
): boolean {
  let queued = false;
  for (const recipient of recipients) {
    const waiting = sql
      .exec<{ seq: number; notice: string }>(
        `SELECT seq, notice FROM ${table}
         WHERE response_id = ? AND change_key LIKE '${CHANGE_TAG}%' AND due_at > ?
         ORDER BY seq DESC LIMIT 1`,
        recipient.response_id,
        now,
      )
      .toArray()[0];
    if (waiting) {
      const latest = merge(JSON.parse(waiting.notice) as StoredNotice);
      sql.exec(
        `UPDATE ${table} SET change_key = ?, notice = ? WHERE seq = ?`,
        `${latest.tag}:${recipient.response_id}`,
        JSON.stringify(latest),
        waiting.seq,
      );
    } else {
      enqueue(recipient);
      queued = true;
    }
  }
  return queued;
}
