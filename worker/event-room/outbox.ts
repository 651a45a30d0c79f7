import type { MirrorRow } from "./types";

/** Rows per D1 batch: one statement each, well under D1's per-invocation limits. */
const FLUSH_BATCH = 50;

/**
 * Idempotent, versioned upsert: replaying an entry changes nothing, and an older version can
 * never overwrite a newer one (nor bring back a deleted response).
 */
const UPSERT = `INSERT INTO responses
  (id, event_id, name, name_key, status, message, created_at, updated_at, version, deleted)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET
    name = excluded.name, name_key = excluded.name_key, status = excluded.status,
    message = excluded.message, updated_at = excluded.updated_at, version = excluded.version,
    deleted = excluded.deleted
  WHERE excluded.version > responses.version`;

/** Sends everything in the room's outbox to the D1 mirror, oldest first; throws if D1 fails. */
export async function flushOutbox(sql: SqlStorage, db: D1Database): Promise<number> {
  let flushed = 0;
  for (;;) {
    const entries = sql
      .exec<{ seq: number; payload: string }>(
        "SELECT seq, payload FROM outbox ORDER BY seq LIMIT ?",
        FLUSH_BATCH,
      )
      .toArray();
    if (entries.length === 0) return flushed;
    const statements = entries.map(({ payload }) => {
      const row = JSON.parse(payload) as MirrorRow;
      return db
        .prepare(UPSERT)
        .bind(
          row.id,
          row.event_id,
          row.name,
          row.name_key,
          row.status,
          row.message,
          row.created_at,
          row.updated_at,
          row.version,
          row.deleted ? 1 : 0,
        );
    });
    await db.batch(statements);
    // Only what was sent is removed: entries added while D1 was answering stay for the next round.
    sql.exec("DELETE FROM outbox WHERE seq <= ?", entries[entries.length - 1].seq);
    flushed += entries.length;
  }
}

export const outboxSize = (sql: SqlStorage) =>
  sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n;
