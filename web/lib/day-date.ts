import { DEFAULT_TIME_ZONE } from "#contract/event-time";
import { zoneNote } from "#contract/time-zones";
import { withZoneNote } from "#i18n/dates";
import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";
import { shownDate } from "./dates";

/**
 * '2026년 12월 19일' / 'Dec 19, 2026': a day without its time, on the event's clock like
 * dates.ts. Apart from dates.ts because only the organisers' statistics use it and it names
 * zones from time-zones.ts's table, which the invite page's first load does without
 * (docs/decisions/0007-landing-page-weight.md).
 */
export const formatDate = (
  iso: string | null | undefined,
  zone = DEFAULT_TIME_ZONE,
  language?: Language,
) => shownDate(iso, zone, "day", language);

/**
 * '2026년 12월 19일 (베를린 시간)': the day on the clock of the event it belongs to, its zone
 * named unless it is Korea's, as dates.ts's formatEventDateTime writes an event's date on the
 * responses page and the dashboard (docs/decisions/0013-event-time-zones.md). No zone known:
 * Korea's clock, which every event had before zones.
 */
export function formatEventDay(
  iso: string | null | undefined,
  zone: string | null,
  language: Language = getLocale(),
): string {
  const text = formatDate(iso, zone ?? DEFAULT_TIME_ZONE, language);
  return text === "-" || !zone ? text : withZoneNote(text, zoneNote(zone, language));
}
