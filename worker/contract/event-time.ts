import { cityOf, zoneNoteText } from "#i18n/dates";
import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";

/**
 * An instant on the clock of the place where the event happens (its IANA `time_zone`), as
 * numbers: `Intl` is asked only for the numeric parts of a date in a zone, which every
 * runtime's ICU data agrees on. The arithmetic of typed dates builds on it; the words of a
 * date are worker/i18n/dates.ts's.
 */
export const DEFAULT_TIME_ZONE = "Asia/Seoul";
export const MINUTE_MS = 60_000;
/** The Worker's and the room's hour (tests shorten the room's own: lib/config.ts `hourMs`). */
export const HOUR_MS = 60 * MINUTE_MS;

/** A clock reading without a zone: what an organiser types. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's clock at `at`, to the minute. */
export function wallAt(at: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** A clock reading taken as if it were UTC's: the arithmetic of offsets. */
export const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** The instant a wall-clock reading names in `zone` (the later one across a change of offset). */
export function instantOf(wall: WallTime, zone: string): number {
  const target = asUtc(wall);
  let at = target;
  for (let i = 0; i < 3; i++) at = target - (asUtc(wallAt(at, zone)) - at);
  return at;
}

/** The clock where the event happens at `iso`, or null for a string that is not a date. */
export function eventClock(iso: string, zone: string): WallTime | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : wallAt(at, zone);
}

/**
 * '베를린 시간' / 'Berlin time' for an event's zone, nothing for Korea's, which needs none.
 * `name` is the zone's Korean name (time-zones.ts's, or the invite snapshot's
 * `time_zone_name`, which spares the invite page the table); other languages name the zone by
 * its IANA city, as time-zones.ts's English names do.
 */
export const zoneNoteOf = (zone: string, name: string, language: Language = getLocale()) =>
  zone === DEFAULT_TIME_ZONE
    ? ""
    : zoneNoteText(language === DEFAULT_LANGUAGE ? name : cityOf(zone), language);
