import type { EventStats } from "#contract/stats";
import { readMeta, writeMeta } from "./room-schema";

/**
 * What the room erases when its event's retention ends (docs/security.md): every table whose
 * rows are about a response or the reader who sent it (./room-schema.ts). The mirror's outbox
 * goes too: its rows carry names on their way to D1, which is erased as well (./mirror-erasure.ts).
 * Kept: the event's config, its announcements and its revision, none of which names an invitee.
 */
const PERSONAL_TABLES = [
  "responses",
  "outbox",
  "idempotency",
  "guesses",
  "submitters",
  "response_links",
  "push_subscriptions",
  "guess_passes",
  "mail_channels",
  "spent_mail_links",
  "push_outbox",
  "mail_outbox",
  "host_activity",
] as const;

/** When the room erased its responses' personal data (ms), or null. */
export function erasedAt(sql: SqlStorage): number | null {
  const at = readMeta(sql, "erased_at");
  return at === undefined ? null : Number(at);
}

/** The counts the organiser's statistics keep after the erasure, under no name. */
export function keptStats(sql: SqlStorage): EventStats | null {
  const kept = readMeta(sql, "erased_stats");
  return kept === undefined ? null : (JSON.parse(kept) as EventStats);
}

/** Erases every response and all kept about it, keeping `stats` (taken just before) and the time. */
export function eraseResponses(sql: SqlStorage, stats: EventStats, now: number): void {
  const tables = new Set(
    sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .toArray()
      .map((row) => row.name),
  );
  for (const table of PERSONAL_TABLES) if (tables.has(table)) sql.exec(`DELETE FROM ${table}`);
  writeMeta(sql, "erased_stats", JSON.stringify(stats));
  writeMeta(sql, "erased_at", String(now));
}

/** An invitee's erasure on its way to D1: its mirror row and the log lines that name it go. */
export interface ErasureOutboxEntry {
  kind: "erase";
  response_id: string;
  event_id: string;
  /** The name the event log's check-in lines know the response by. */
  name: string;
}

export const isErasureEntry = (payload: object): payload is ErasureOutboxEntry =>
  (payload as { kind?: unknown }).kind === "erase";

/**
 * What is left of one response after its cancellation (../commands/seating.ts `removeAndFill`
 * took the row, its guesses, links and channels): the replies remembered for its retries, and
 * its mirror row and check-in lines, pending or already in D1. Those in the outbox are taken
 * back; D1's are deleted by the entry queued here (./mirror.ts).
 */
export function eraseTraces(
  sql: SqlStorage,
  response: { id: string; name: string },
  eventId: string,
): void {
  sql.exec("DELETE FROM idempotency WHERE instr(result, ?) > 0", response.id);
  sql.exec(
    `DELETE FROM outbox WHERE json_extract(payload, '$.id') = ?
       OR (json_extract(payload, '$.kind') = 'log' AND json_extract(payload, '$.entry.subject') = ?)`,
    response.id,
    response.name,
  );
  const entry: ErasureOutboxEntry = {
    kind: "erase",
    response_id: response.id,
    event_id: eventId,
    name: response.name,
  };
  sql.exec("INSERT INTO outbox (payload) VALUES (?)", JSON.stringify(entry));
}
