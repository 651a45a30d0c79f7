import { DEFAULT_TIME_ZONE, zoneNoteOf } from "#contract/event-time";
import { type DateStyle, dateText, withZoneNote } from "#i18n/dates";
import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";

/**
 * Dates in the reader's language (worker/i18n/dates.ts), on the clock of the place where the
 * event happens (its `time_zone`), never the reader's: a gathering's time is the time where it
 * happens, and an invite page rendered by the Worker must read the same once the browser takes
 * it over (docs/decisions/0013-event-time-zones.md). Pages without an event (participant
 * statistics) use Korea's clock. Without a `language`, the page's (Paraglide's getLocale).
 */

/** The instant in `style`; a dash for no date or an unreadable one. */
export const shownDate = (
  iso: string | null | undefined,
  zone: string,
  style: DateStyle,
  language: Language = getLocale(),
) => (iso ? dateText(iso, zone, language, style) : null) ?? "-";

/** '2026년 12월 19일 토 오후 7:00' / 'Sat, Dec 19, 2026, 7:00 PM' */
export const formatDateTime = (
  iso: string | null | undefined,
  zone = DEFAULT_TIME_ZONE,
  language?: Language,
) => shownDate(iso, zone, "full", language);

/**
 * '2026년 12월 19일 토 오후 7:00 (베를린 시간)': the event's own date, its zone named (`name`,
 * from time-zones.ts or the invite snapshot's `time_zone_name`) unless it is Korea's.
 */
export function formatEventDateTime(
  iso: string | null | undefined,
  zone: string,
  name: string,
  language: Language = getLocale(),
): string {
  const text = formatDateTime(iso, zone, language);
  return text === "-" ? text : withZoneNote(text, zoneNoteOf(zone, name, language));
}

/** Short form for lists, '12월 19일 오후 7:00' / 'Dec 19, 7:00 PM': month, day and time. */
export const formatShortDateTime = (
  iso: string | null | undefined,
  zone = DEFAULT_TIME_ZONE,
  language?: Language,
) => shownDate(iso, zone, "short", language);

/** The zone this browser's clock is set to, or Korea's where it cannot tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
