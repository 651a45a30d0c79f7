import { m } from "#messages";
import type { Language } from "./language";

/**
 * Every date the product shows, written by `Intl` in the reader's language on the clock of the
 * place where the event happens (docs/decisions/0013-event-time-zones.md, 0057). Pure, and the
 * same in the Worker and the browser, so a page the Worker renders reads the same once the
 * browser takes it over.
 *
 * - `full`: '2026년 12월 19일 토 오후 7:00' / 'Sat, Dec 19, 2026, 7:00 PM'
 * - `short` (lists): '12월 19일 오후 7:00' / 'Dec 19, 7:00 PM'
 * - `weekday` (link previews, notices, mails): '12월 19일 (토) 오후 7:00' / 'Sat, Dec 19, 7:00 PM'
 * - `day`: '2026년 12월 19일' / 'Dec 19, 2026'
 */
export type DateStyle = "full" | "short" | "weekday" | "day";

const TIME = { hour: "numeric", minute: "2-digit" } as const;
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { year: "numeric", month: "short", day: "numeric", weekday: "short", ...TIME },
  short: { month: "short", day: "numeric", ...TIME },
  weekday: { month: "short", day: "numeric", weekday: "short", ...TIME },
  day: { year: "numeric", month: "short", day: "numeric" },
};

/**
 * Korean writes the month the same either way ('12월'); its long month picks the patterns the
 * product has always shown ('2026년 12월 19일 토', '12월 19일 (토)'). Elsewhere the short month
 * keeps a date on one line of a phone ('Dec 19', not 'December 19 at').
 */
const optionsOf = (style: DateStyle, language: Language): Intl.DateTimeFormatOptions =>
  language === "ko" && STYLES[style].month ? { ...STYLES[style], month: "long" } : STYLES[style];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(style: DateStyle, zone: string, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${zone} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      ...optionsOf(style, language),
      timeZone: zone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Newer ICU data puts a narrow no-break space before 'PM' and older data a plain one: plain
 * spaces everywhere, so a server and a browser of different ages write the same text.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** `iso` in `style` on `zone`'s clock, in `language`; null for a string that is not a date. */
export function dateText(
  iso: string,
  zone: string,
  language: Language,
  style: DateStyle,
): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return plainSpaces(formatterOf(style, zone, language).format(at));
}

/** A zone as IANA names its city ('America/Los_Angeles' -> 'Los Angeles'). */
export const cityOf = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

/** '베를린 시간' / 'Berlin time': the clock a date is read on, by the zone's name. */
export const zoneNoteText = (name: string, language: Language) =>
  m.dates_zone_note({ name }, { locale: language });

/** '… (베를린 시간)': a date with the note of its clock, or alone when it needs none. */
export const withZoneNote = (text: string, note: string) => (note ? `${text} (${note})` : text);
