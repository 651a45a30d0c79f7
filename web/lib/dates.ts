import {
  DEFAULT_TIME_ZONE,
  type EventClock,
  eventClock,
  instantsAt,
  offsetMinutes,
  zoneNote,
} from "#contract/event-time";

/**
 * Dates in Korean, on the clock of the place where the event happens (its `time_zone`), never
 * the reader's: a gathering's time is the time where it happens, and an invite page rendered by
 * the Worker must read the same once the browser takes it over
 * (docs/decisions/0013-event-time-zones.md). Pages without an event (participant statistics)
 * use Korea's clock.
 */

/** The instant on the event's clock, written by `text`; a dash for no date or an unreadable one. */
function shown(
  iso: string | null | undefined,
  zone: string,
  text: (clock: EventClock) => string,
): string {
  const clock = iso ? eventClock(iso, zone) : null;
  return clock ? text(clock) : "-";
}

/** '2026년 12월 19일 토 오후 7:00' */
export const formatDateTime = (iso: string | null | undefined, zone = DEFAULT_TIME_ZONE) =>
  shown(iso, zone, (c) => `${c.year}년 ${c.month}월 ${c.day}일 ${c.weekday} ${c.time}`);

/** '2026년 12월 19일 토 오후 7:00 (베를린 시간)': the event's own date, its zone named unless Korea's. */
export function formatEventDateTime(iso: string | null | undefined, zone: string): string {
  const text = formatDateTime(iso, zone);
  const note = zoneNote(zone);
  return text !== "-" && note ? `${text} (${note})` : text;
}

/** '2026년 12월 19일' */
export const formatDate = (iso: string | null | undefined, zone = DEFAULT_TIME_ZONE) =>
  shown(iso, zone, (c) => `${c.year}년 ${c.month}월 ${c.day}일`);

/** Short form for lists, '12월 19일 오후 7:00': month, day and time. */
export const formatShortDateTime = (iso: string | null | undefined, zone = DEFAULT_TIME_ZONE) =>
  shown(iso, zone, (c) => `${c.month}월 ${c.day}일 ${c.time}`);

const pad = (n: number) => String(n).padStart(2, "0");

/** `<input type="datetime-local">` value, on the event's clock, from an ISO string. */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  const clock = iso ? eventClock(iso, zone) : null;
  if (!clock) return "";
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A `datetime-local` value read on the event's clock. */
export type ZonedInput =
  | { kind: "empty" }
  | { kind: "instant"; iso: string }
  /** The clock skips this time (spring forward). */
  | { kind: "skipped" }
  /** The clock shows this time twice (fall back): the earlier and the later instant. */
  | { kind: "twice"; earlier: string; later: string };

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export function fromZonedInput(value: string, zone: string): ZonedInput {
  const parts = INPUT.exec(value);
  if (!parts) return { kind: "empty" };
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instants = instantsAt({ year, month, day, hour, minute }, zone);
  const iso = (at: number) => new Date(at).toISOString();
  if (instants.length === 0) return { kind: "skipped" };
  if (instants.length === 1) return { kind: "instant", iso: iso(instants[0] as number) };
  return { kind: "twice", earlier: iso(instants[0] as number), later: iso(instants[1] as number) };
}

/** 'UTC+2', 'UTC-7', 'UTC+5:30': how far the zone's clock is from UTC at `iso`. */
export function utcOffsetLabel(iso: string, zone: string): string {
  const minutes = offsetMinutes(Date.parse(iso), zone);
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${sign}${Math.floor(whole / 60)}${rest ? `:${pad(rest)}` : ""}`;
}

/** The zone this browser's clock is set to, or Korea's where it cannot tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
