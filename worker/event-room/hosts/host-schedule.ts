import { instantOf, wallAt } from "#contract/event-time";
import type { RoomConfig } from "../store/types";

/**
 * When hosts are told (decision 0067). `each`: the first fact at once, and what follows within
 * HOST_GATHER_MS of a notice gathered into one at the end of those minutes, so a rush of
 * answers makes a handful of notices. `daily`: at SUMMARY_HOUR on the event's clock, of the
 * day before, until the morning after the event.
 */
export const HOST_GATHER_MS = 10 * 60_000;
export const SUMMARY_HOUR = 9;

/** The first SUMMARY_HOUR on the zone's clock after `after`. */
export function nextSummaryAt(after: number, zone: string): number {
  const today = wallAt(after, zone);
  const at = instantOf({ ...today, hour: SUMMARY_HOUR, minute: 0 }, zone);
  if (at > after) return at;
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const day = {
    year: tomorrow.getUTCFullYear(),
    month: tomorrow.getUTCMonth() + 1,
    day: tomorrow.getUTCDate(),
  };
  return instantOf({ ...day, hour: SUMMARY_HOUR, minute: 0 }, zone);
}

/** The last summary: the morning after the event's day, on its clock. */
export function lastSummaryAt(config: RoomConfig): number {
  const start = Date.parse(config.event_date);
  const day = wallAt(start, config.time_zone);
  return nextSummaryAt(
    instantOf({ ...day, hour: 23, minute: 59 }, config.time_zone),
    config.time_zone,
  );
}

/** When the gathered notice of facts first recorded at `firstAt` goes, after one told at `lastAt`. */
export const eachDueAt = (firstAt: number, lastAt: number | null) =>
  lastAt === null ? firstAt : Math.max(firstAt, lastAt + HOST_GATHER_MS);
