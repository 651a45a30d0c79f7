import { DEFAULT_TIME_ZONE, eventClock } from "#contract/event-time";

/**
 * '2026년 12월 19일': a day without its time, on the event's clock like dates.ts. Apart from
 * dates.ts because only the organisers' statistics use it, and dates.ts travels with the invite
 * page's first load (docs/decisions/0007-landing-page-weight.md).
 */
export function formatDate(iso: string | null | undefined, zone = DEFAULT_TIME_ZONE): string {
  const clock = iso ? eventClock(iso, zone) : null;
  return clock ? `${clock.year}년 ${clock.month}월 ${clock.day}일` : "-";
}
