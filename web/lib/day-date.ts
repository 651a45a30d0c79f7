import { DEFAULT_TIME_ZONE, eventClock } from "#contract/event-time";
import { zoneNote } from "#contract/time-zones";

/**
 * '2026년 12월 19일': a day without its time, on the event's clock like dates.ts. Apart from
 * dates.ts because only the organisers' statistics use it, and dates.ts travels with the invite
 * page's first load (docs/decisions/0007-landing-page-weight.md).
 */
export function formatDate(iso: string | null | undefined, zone = DEFAULT_TIME_ZONE): string {
  const clock = iso ? eventClock(iso, zone) : null;
  return clock ? `${clock.year}년 ${clock.month}월 ${clock.day}일` : "-";
}

/**
 * '2026년 12월 19일 (베를린 시간)': the day on the clock of the event it belongs to, its zone
 * named unless it is Korea's, as dates.ts's formatEventDateTime writes an event's date on the
 * responses page and the dashboard (docs/decisions/0013-event-time-zones.md). No zone known:
 * Korea's clock, which every event had before zones.
 */
export function formatEventDay(iso: string | null | undefined, zone: string | null): string {
  const text = formatDate(iso, zone ?? DEFAULT_TIME_ZONE);
  const note = zone ? zoneNote(zone) : "";
  return text !== "-" && note ? `${text} (${note})` : text;
}
