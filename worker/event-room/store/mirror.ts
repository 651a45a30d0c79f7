import { OneRunAtATime } from "../../lib/one-run-at-a-time";
import { type ErasureOutboxEntry, isErasureEntry } from "./erasure";
import { isLogEntry, LOG_INSERT, logInsertValues } from "./event-log";
import type { MirrorRow } from "./types";

/** Rows per D1 batch: one statement each, well under D1's per-invocation limits. */
const FLUSH_BATCH = 50;

/**
 * Idempotent, versioned upsert: replaying an entry changes nothing, and an older version can
 * never overwrite a newer one (nor bring back a deleted response).
 */
const UPSERT = `INSERT INTO responses
  (id, event_id, name, name_key, status, message, created_at, updated_at, version, deleted,
   checked_in_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET
    name = excluded.name, name_key = excluded.name_key, status = excluded.status,
    message = excluded.message, updated_at = excluded.updated_at, version = excluded.version,
    deleted = excluded.deleted, checked_in_at = excluded.checked_in_at
  WHERE excluded.version > responses.version`;

/**
 * Sends everything in the room's outbox to D1, oldest first: the mirror's rows, and the event
 * log's entries (../door/door-log.ts) with them; throws if D1 fails.
 */
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
      const row = JSON.parse(payload) as MirrorRow | object;
      if (isLogEntry(row)) return [db.prepare(LOG_INSERT).bind(...logInsertValues(row.entry))];
      if (isErasureEntry(row)) return mirrorErasure(db, row);
      return [mirrorUpsert(db, row as MirrorRow)];
    });
    await db.batch(statements.flat());
    // Only what was sent is removed: entries added while D1 was answering stay for the next round.
    sql.exec("DELETE FROM outbox WHERE seq <= ?", entries[entries.length - 1].seq);
    flushed += entries.length;
  }
}

/** An invitee's erasure (./erasure.ts): their row, and the check-in lines that name them. */
const mirrorErasure = (db: D1Database, entry: ErasureOutboxEntry) => [
  db.prepare("DELETE FROM responses WHERE id = ?").bind(entry.response_id),
  db
    .prepare(
      "DELETE FROM event_log WHERE event_id = ? AND kind IN ('checked_in', 'check_in_undone') AND subject = ?",
    )
    .bind(entry.event_id, entry.name),
];

const mirrorUpsert = (db: D1Database, row: MirrorRow) =>
  db
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
      row.checked_in_at ?? null,
    );

export const outboxSize = (sql: SqlStorage) =>
  sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n;

/** How soon the alarm retries the D1 mirror when `waitUntil`'s flush did not finish the job. */
const FLUSH_SAFETY_NET_MS = 5_000;
const FLUSH_RETRY_MS = 10_000;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps D1's copy of the room's responses following the room: after every change a flush runs
 * at once (`waitUntil`), with the alarm as the safety net that retries until the outbox is
 * empty. Flushes never overlap; a change during a flush makes it go round once more.
 */
export class D1Mirror {
  private readonly flushes = new OneRunAtATime(
    async () => {
      await flushOutbox(this.sql, this.db);
    },
    (error) => warn("outbox flush failed; the alarm retries", error),
  );
  private alarmPending = false;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly db: D1Database,
    private readonly wakeBy: (at: number) => Promise<void>,
  ) {}

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** After a change made at `now`: flush now, and make sure the alarm will look again. */
  followChange(now: number): void {
    this.ctx.waitUntil(this.flushes.run());
    if (!this.alarmPending) {
      this.alarmPending = true;
      this.ctx.waitUntil(this.wakeBy(now + FLUSH_SAFETY_NET_MS));
    }
  }

  /** Resolves once every flush started so far has finished (tests wait on it). */
  settled(): Promise<void> {
    return this.flushes.settled();
  }

  /**
   * The alarm that woke at `now`: flush what is left, forget old idempotency keys, and retry
   * while D1 fails.
   */
  async alarm(now: number): Promise<void> {
    this.alarmPending = false;
    await this.flushes.current();
    try {
      await flushOutbox(this.sql, this.db);
      this.sql.exec("DELETE FROM idempotency WHERE created_at < ?", now - IDEMPOTENCY_TTL_MS);
    } catch (error) {
      warn("outbox alarm flush failed", error);
    }
    if (outboxSize(this.sql) > 0) {
      this.alarmPending = true;
      await this.wakeBy(now + FLUSH_RETRY_MS);
    }
  }
}

const warn = (msg: string, error: unknown) =>
  console.warn(JSON.stringify({ level: "warn", msg, error: String(error) }));
