/**
 * The room's own SQLite schema. Versioned in `room_meta` so later changes can migrate rooms
 * that already hold responses.
 */
export const ROOM_SCHEMA_VERSION = 4;

export function migrateRoom(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const row = sql
    .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'schema_version'")
    .toArray()[0];
  const version = row ? Number(row.value) : 0;
  if (version < 1) {
    sql.exec(`
      CREATE TABLE responses (
        id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL UNIQUE,
        queue_seq INTEGER,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        status TEXT NOT NULL,
        message TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        version INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX responses_name_key ON responses (name_key);
      CREATE INDEX responses_status ON responses (status);
      CREATE INDEX responses_queue ON responses (queue_seq) WHERE queue_seq IS NOT NULL;
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        payload TEXT NOT NULL
      );
      CREATE TABLE idempotency (
        key TEXT PRIMARY KEY,
        result TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `);
  }
  if (version < 2) {
    // Version 2: an Idempotency-Key remembers a hash of its request (rows from before have none
    // and are taken as matching until they expire, a day later).
    sql.exec("ALTER TABLE idempotency ADD COLUMN request_hash TEXT");
  }
  if (version < 3) {
    // Version 3: password guesses are counted per response and source (./guesses.ts), and
    // submissions per source; the per-response lock columns go.
    sql.exec(`
      ALTER TABLE responses DROP COLUMN failed_attempts;
      ALTER TABLE responses DROP COLUMN locked_until;
      CREATE TABLE guesses (
        response_id TEXT NOT NULL,
        source TEXT NOT NULL,
        failures INTEGER NOT NULL,
        window_started_at INTEGER NOT NULL,
        day_failures INTEGER NOT NULL,
        day_started_at INTEGER NOT NULL,
        PRIMARY KEY (response_id, source)
      );
      CREATE TABLE submitters (
        source TEXT PRIMARY KEY,
        submissions INTEGER NOT NULL,
        window_started_at INTEGER NOT NULL
      );
    `);
  }
  if (version < 4) {
    // Version 4: a response's personal link ('내 응답 링크'), kept only as a keyed hash; one
    // per response, replaced when a new one is made, gone with the response.
    sql.exec(`
      CREATE TABLE response_links (
        response_id TEXT PRIMARY KEY,
        link_hash TEXT NOT NULL UNIQUE
      );
    `);
  }
  sql.exec(
    "INSERT OR REPLACE INTO room_meta (key, value) VALUES ('schema_version', ?)",
    String(ROOM_SCHEMA_VERSION),
  );
}

export function readMeta(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>("SELECT value FROM room_meta WHERE key = ?", key).toArray()[0]
    ?.value;
}

export function writeMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec("INSERT OR REPLACE INTO room_meta (key, value) VALUES (?, ?)", key, value);
}
