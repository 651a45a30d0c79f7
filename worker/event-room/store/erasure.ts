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
