import { DEFAULT_TIME_ZONE, type EventClock, eventClock, zoneNoteOf } from "#contract/event-time";

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

/**
 * '2026년 12월 19일 토 오후 7:00 (베를린 시간)': the event's own date, its zone named (`name`,
 * from time-zones.ts or the invite snapshot's `time_zone_name`) unless it is Korea's.
 */
export function formatEventDateTime(
  iso: string | null | undefined,
  zone: string,
  name: string,
): string {
  const text = formatDateTime(iso, zone);
  const note = zoneNoteOf(zone, name);
  return text !== "-" && note ? `${text} (${note})` : text;
}

/** Short form for lists, '12월 19일 오후 7:00': month, day and time. */
export const formatShortDateTime = (iso: string | null | undefined, zone = DEFAULT_TIME_ZONE) =>
  shown(iso, zone, (c) => `${c.month}월 ${c.day}일 ${c.time}`);

/** The zone this browser's clock is set to, or Korea's where it cannot tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
