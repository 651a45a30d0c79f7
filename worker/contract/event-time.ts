/**
 * An instant on the clock of the place where the event happens (its IANA `time_zone`). Shown
 * the same on the Worker and in every browser: `Intl` is asked only for the numeric parts of
 * a date in a zone, which every runtime's ICU data agrees on; the Korean words (오전/오후,
 * weekdays, and in time-zones.ts the zones' names) are ours. The browser's first Korean `Intl` formatter would also
 * cost a phone about 80 ms of loading locale data while the invite page starts.
 */
export const DEFAULT_TIME_ZONE = "Asia/Seoul";
const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;
export const MINUTE_MS = 60_000;
/** The Worker's and the room's hour (tests shorten the room's own: lib/config.ts `hourMs`). */
export const HOUR_MS = 60 * MINUTE_MS;

export type EventClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** '월' .. '일' */
  weekday: string;
  /** '오전 9:05', '오후 12:30' */
  time: string;
};

/** A clock reading without a zone: what an organiser types. */
export type WallTime = Pick<EventClock, "year" | "month" | "day" | "hour" | "minute">;

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

/** The clock where the event happens at `iso`, or null for a string that is not a date. */
export function eventClock(iso: string, zone: string): EventClock | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const wall = wallAt(at, zone);
  const weekday = new Date(asUtc(wall)).getUTCDay();
  const minute = String(wall.minute).padStart(2, "0");
  return {
    ...wall,
    weekday: WEEKDAYS[weekday] as string,
    time: `${wall.hour < 12 ? "오전" : "오후"} ${wall.hour % 12 || 12}:${minute}`,
  };
}

/** '베를린 시간' for an event's zone given its name, nothing for Korea's, which needs none. */
export const zoneNoteOf = (zone: string, name: string) =>
  zone === DEFAULT_TIME_ZONE ? "" : `${name} 시간`;
