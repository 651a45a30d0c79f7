import { DEFAULT_LANGUAGE } from "#i18n/language";

/**
 * The room's own SQLite schema. Versioned in `room_meta` so later changes can migrate rooms
 * that already hold responses.
 */
export const ROOM_SCHEMA_VERSION = 18;

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
    // Version 3: password guesses are counted per response and source (./password-attempts.ts), and
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
  if (version < 5) {
    // Version 5: push notifications (../outbox/push-queue.ts). One browser subscription per response,
    // gone with it; and the pushes waiting to be sent, each with the subscription it goes to.
    sql.exec(`
      CREATE TABLE push_subscriptions (
        response_id TEXT PRIMARY KEY,
        endpoint TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
    `);
    createPushOutbox(sql);
  }
  if (version < 6) {
    // Version 6: a response brings guests and holds 1 + guests seats (decision 0021).
    sql.exec("ALTER TABLE responses ADD COLUMN guests INTEGER NOT NULL DEFAULT 0");
  }
  if (version < 7) {
    // Version 7: a freed seat may be offered for a while (status 'offered'; decision 0022).
    sql.exec("ALTER TABLE responses ADD COLUMN offer_expires_at INTEGER");
  }
  if (version < 8) {
    // Version 8: the sources that have given a response's right password (./password-attempts.ts), so
    // the owner's own keeps working when the response is under attack; gone with the response.
    sql.exec(`
      CREATE TABLE guess_passes (
        response_id TEXT NOT NULL,
        source TEXT NOT NULL,
        passed_at INTEGER NOT NULL,
        PRIMARY KEY (response_id, source)
      );
    `);
  }
  if (version < 9) {
    // Version 9: an offer that lapsed unanswered is marked (epoch ms) on the not_attending
    // response it left, so every list reads '제안 만료' rather than a refusal (decision 0022); the
    // response's next change of status clears it. Offers that lapsed before stay unmarked.
    sql.exec("ALTER TABLE responses ADD COLUMN offer_lapsed_at INTEGER");
  }
  if (version < 10) {
    // Version 10: mail as a channel (../outbox/mail-queue.ts, decision 0025). One address per response,
    // verified before anything else is mailed, gone with it; the mails waiting to be sent, each
    // with the address it goes to; and whether an open offer's notice reached the invitee.
    sql.exec(`
      CREATE TABLE mail_channels (
        response_id TEXT PRIMARY KEY,
        address TEXT NOT NULL,
        origin TEXT NOT NULL,
        verified_at INTEGER,
        direct_sent_at INTEGER,
        created_at INTEGER NOT NULL
      );
      ALTER TABLE responses ADD COLUMN offer_notice TEXT;
    `);
    createMailOutbox(sql);
  }
  if (version < 11) {
    // Version 11: the event's reminder (../outbox/reminders.ts, decision 0026). The reminder time a
    // response was reminded for (epoch ms: once per time, however often the room restarts),
    // whether that reminder reached it, and when it replied '참석 유지'.
    sql.exec(`
      ALTER TABLE responses ADD COLUMN reminded_for INTEGER;
      ALTER TABLE responses ADD COLUMN reminder_notice TEXT;
      ALTER TABLE responses ADD COLUMN confirmed_at INTEGER;
    `);
  }
  if (version < 12) {
    // Version 12: a response's answers to the event's questions (decision 0042), as
    // JSON: question id to a string or a boolean. Responses from before answered none.
    sql.exec("ALTER TABLE responses ADD COLUMN answers TEXT NOT NULL DEFAULT '{}'");
  }
  if (version < 13) {
    // Version 13: check-in at the door (decision 0043): when (epoch ms), the host's
    // label as it was then, and their account. Kept if the response later leaves attending
    // (it counts only while attending); gone with the response.
    sql.exec(`
      ALTER TABLE responses ADD COLUMN checked_in_at INTEGER;
      ALTER TABLE responses ADD COLUMN checked_in_by TEXT;
      ALTER TABLE responses ADD COLUMN checked_in_by_id TEXT;
    `);
  }
  if (version < 14) {
    // Version 14: the mails' one-tap links that have acted (./spent-mail-links.ts): each acts
    // once, whatever its response did since. Links followed before this version were not kept.
    // IF NOT EXISTS: a room rolled back to an older version number (as the schema tests make
    // them) may hold the table already.
    sql.exec(`
      CREATE TABLE IF NOT EXISTS spent_mail_links (
        response_id TEXT NOT NULL,
        action TEXT NOT NULL,
        binds INTEGER NOT NULL,
        spent_at INTEGER NOT NULL,
        PRIMARY KEY (response_id, action, binds)
      ) WITHOUT ROWID;
    `);
  }
  if (version < 16) {
    // Version 16: how notices leave (decision 0046). Each queued push and mail has a stable id
    // (a repeat after a crash carries the same one); a verification mail carries the source of
    // the request that asked for it (../../lib/verification-limit.ts counts it there); an
    // address's verification may be held back until a limit resets, and an address the mail
    // service refused for good is marked with the refusal's code.
    addMissingColumns(sql, "push_outbox", { notice_id: "TEXT" });
    addMissingColumns(sql, "mail_outbox", { notice_id: "TEXT", source: "TEXT" });
    addMissingColumns(sql, "mail_channels", { held_until: "INTEGER", refused: "TEXT" });
  }
  if (version < 17) {
    // Version 17: the language each response answered in, which its notices are worded in when
    // they are sent; every queued notice keeps its recipient's. Everyone before answered in
    // Korean, the only language there was.
    const language = `TEXT NOT NULL DEFAULT '${DEFAULT_LANGUAGE}'`;
    addMissingColumns(sql, "responses", { language });
    addMissingColumns(sql, "push_outbox", { language });
    addMissingColumns(sql, "mail_outbox", { language });
  }
  if (version < 18) {
    // Version 18: what the people running the event are to hear (../hosts/host-feed.ts), kept
    // until told. AUTOINCREMENT: a fact's seq is never reused once the table empties, since
    // the cursors of what was told name seqs.
    sql.exec(`CREATE TABLE IF NOT EXISTS host_activity (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      response_id TEXT,
      fact TEXT NOT NULL
    )`);
  }
  sql.exec(
    "INSERT OR REPLACE INTO room_meta (key, value) VALUES ('schema_version', ?)",
    String(ROOM_SCHEMA_VERSION),
  );
}

/**
 * Adds what a table lacks: the outboxes are made whole by `createPushOutbox` and
 * `createMailOutbox` in a new room, and by the steps above in an older one.
 */
function addMissingColumns(sql: SqlStorage, table: string, columns: Record<string, string>) {
  const exists = sql.exec<{ n: number }>(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
    table,
  );
  if (exists.one().n === 0) return;
  const have = new Set(
    sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((column) => column.name),
  );
  for (const [name, type] of Object.entries(columns)) {
    if (!have.has(name)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  }
}

export function readMeta(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>("SELECT value FROM room_meta WHERE key = ?", key).toArray()[0]
    ?.value;
}

export function writeMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec("INSERT OR REPLACE INTO room_meta (key, value) VALUES (?, ?)", key, value);
}

/**
 * The pushes to send. Its own function: a deleted event's room keeps this table (and nothing
 * else) until the farewell pushes are out. `change_key` names the change a push tells of, so a
 * change queues one push per subscription however often it is replayed.
 */
export function createPushOutbox(sql: SqlStorage): void {
  sql.exec(`
    CREATE TABLE IF NOT EXISTS push_outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      change_key TEXT NOT NULL UNIQUE,
      response_id TEXT,
      endpoint TEXT NOT NULL,
      p256dh TEXT NOT NULL,
      auth TEXT NOT NULL,
      notice TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      due_at INTEGER NOT NULL,
      notice_id TEXT,
      language TEXT NOT NULL DEFAULT '${DEFAULT_LANGUAGE}'
    );
    CREATE INDEX IF NOT EXISTS push_outbox_due ON push_outbox (due_at);
  `);
}

/**
 * The mails to send, as `push_outbox` holds pushes (and, like it, kept alone by a deleted
 * event's room until its farewells are out). The channel is copied (`address`, `origin`, and
 * `channel_at`, its `created_at` that the unsubscribe link names), and `recipient_id` is the
 * response's id even where `response_id` was cleared for a farewell, so a farewell outlives
 * both.
 */
export function createMailOutbox(sql: SqlStorage): void {
  sql.exec(`
    CREATE TABLE IF NOT EXISTS mail_outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      change_key TEXT NOT NULL UNIQUE,
      response_id TEXT,
      recipient_id TEXT NOT NULL,
      channel_at INTEGER NOT NULL,
      address TEXT NOT NULL,
      origin TEXT NOT NULL,
      notice TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      due_at INTEGER NOT NULL,
      notice_id TEXT,
      source TEXT,
      language TEXT NOT NULL DEFAULT '${DEFAULT_LANGUAGE}'
    );
    CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (due_at);
  `);
}
