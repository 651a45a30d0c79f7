import { cityOf } from "#i18n/dates";
import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";
import { zoneNoteOf } from "./event-time";

/**
 * Time zones by name: which names are zones, and what a zone is called. Apart from
 * event-time.ts so that the invite page, which shows one zone's name (its snapshot carries it,
 * `time_zone_name`), does not carry the table.
 */

/** The zone's canonical IANA name ('asia/seoul' -> 'Asia/Seoul'), or null if unknown. */
export function canonicalZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The zones Korean communities live in, named in the reader's language (the dates catalog:
 * Korean names, and in English the IANA city, which the invite page can write without the
 * table); any other zone is named by its city as IANA writes it.
 */
const ZONE_NAMES: Record<string, (inputs: object, options: { locale: Language }) => string> = {
  "Asia/Seoul": m.dates_zone_seoul,
  "Asia/Tokyo": m.dates_zone_tokyo,
  "Asia/Shanghai": m.dates_zone_shanghai,
  "Asia/Hong_Kong": m.dates_zone_hong_kong,
  "Asia/Taipei": m.dates_zone_taipei,
  "Asia/Singapore": m.dates_zone_singapore,
  "Asia/Bangkok": m.dates_zone_bangkok,
  "Asia/Ho_Chi_Minh": m.dates_zone_ho_chi_minh,
  "Asia/Manila": m.dates_zone_manila,
  "Asia/Jakarta": m.dates_zone_jakarta,
  "Asia/Kolkata": m.dates_zone_kolkata,
  "Asia/Dubai": m.dates_zone_dubai,
  "Europe/London": m.dates_zone_london,
  "Europe/Paris": m.dates_zone_paris,
  "Europe/Berlin": m.dates_zone_berlin,
  "Europe/Amsterdam": m.dates_zone_amsterdam,
  "Europe/Madrid": m.dates_zone_madrid,
  "Europe/Rome": m.dates_zone_rome,
  "Europe/Moscow": m.dates_zone_moscow,
  "America/New_York": m.dates_zone_new_york,
  "America/Chicago": m.dates_zone_chicago,
  "America/Denver": m.dates_zone_denver,
  "America/Los_Angeles": m.dates_zone_los_angeles,
  "America/Vancouver": m.dates_zone_vancouver,
  "America/Toronto": m.dates_zone_toronto,
  "America/Sao_Paulo": m.dates_zone_sao_paulo,
  "Pacific/Honolulu": m.dates_zone_honolulu,
  "Pacific/Auckland": m.dates_zone_auckland,
  "Australia/Sydney": m.dates_zone_sydney,
  "Australia/Melbourne": m.dates_zone_melbourne,
  "Australia/Brisbane": m.dates_zone_brisbane,
  "Australia/Perth": m.dates_zone_perth,
  "Australia/Lord_Howe": m.dates_zone_lord_howe,
  UTC: m.dates_zone_utc,
};

/** '베를린', '로스앤젤레스' / 'Berlin', 'Los Angeles'; 'Zurich' for a zone without a name of ours. */
export function zoneName(zone: string, language: Language = getLocale()): string {
  return ZONE_NAMES[zone]?.({}, { locale: language }) ?? cityOf(zone);
}

/** '베를린 시간' where the event's zone is not Korea's, else nothing: Korea's needs no name. */
export const zoneNote = (zone: string, language: Language = getLocale()) =>
  zoneNoteOf(zone, zoneName(zone, language), language);
