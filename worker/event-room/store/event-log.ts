import type { EventLogKind } from "#contract/hosts";

/**
 * The event log's entries the room writes (decision 0043): each check-in and undo, queued in the
 * room's outbox in the same transaction as the check-in itself and sent to D1's `event_log`
 * with the mirror's rows (../store/mirror.ts). An entry's id is made here, so a replayed flush
 * inserts nothing twice.
 */
export interface DoorLogEntry {
  id: string;
  event_id: string;
  /** UTC ISO 8601, as `event_log.at` orders by. */
  at: string;
  actor_id: string;
  /** The host's label (full name, else address) as it was then. */
  actor: string;
  kind: Extract<EventLogKind, "checked_in" | "check_in_undone">;
  /** The response's name. */
  subject: string;
}

/**
 * An outbox entry for the log. Mirror rows have no `kind` (rooms hold some from before), so
 * the two read apart by it.
 */
export interface LogOutboxEntry {
  kind: "log";
  entry: DoorLogEntry;
}

export const isLogEntry = (payload: object): payload is LogOutboxEntry =>
  (payload as { kind?: unknown }).kind === "log";

export function queueLogEntry(sql: SqlStorage, entry: DoorLogEntry): void {
  const payload: LogOutboxEntry = { kind: "log", entry };
  sql.exec("INSERT INTO outbox (payload) VALUES (?)", JSON.stringify(payload));
}

/**
 * Inserted once by its id. An event deleted meanwhile takes none (its log went with it), and
 * an actor whose account is gone is kept by name only, as the foreign keys would have it: D1
 * refuses a row they do not allow, which would stop the outbox behind it for good.
 */
export const LOG_INSERT = `INSERT OR IGNORE INTO event_log
  (id, event_id, at, actor_id, actor, kind, subject, role)
  SELECT ?1, ?2, ?3, (SELECT id FROM users WHERE id = ?4), ?5, ?6, ?7, NULL
  WHERE EXISTS (SELECT 1 FROM events WHERE id = ?2)`;

export const logInsertValues = (entry: DoorLogEntry) => [
  entry.id,
  entry.event_id,
  entry.at,
  entry.actor_id,
  entry.actor,
  entry.kind,
  entry.subject,
];
