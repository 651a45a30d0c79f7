import { zoneNote } from "#contract/time-zones";
import { dateText, withZoneNote } from "#i18n/dates";
import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";

/**
 * '12월 19일 (토) 오후 7:00' / 'Sat, Dec 19, 7:00 PM' on the clock where the event happens, with
 * the zone named when it is not Korea's ('… (베를린 시간)', '… (Berlin time)'): a chat preview,
 * a push or a mail has no reader's zone to follow. Said by the link preview and card, the room's
 * notices and the mail links' pages, in their reader's `language` (the page's by default).
 */
export function eventDateText(iso: string, zone: string, language: Language = getLocale()): string {
  const text = dateText(iso, zone, language, "weekday");
  return text === null ? "" : withZoneNote(text, zoneNote(zone, language));
}
