import { getLocale } from "#i18n/paraglide/runtime.js";
import { shownDate } from "../../../lib/dates";

const times = new Map<string, Intl.DateTimeFormat>();

/** '오후 9:00' / '9:00 PM': a time alone, on the poll's clock, in the reader's language. */
function timeText(iso: string, zone: string): string {
  const language = getLocale();
  const key = `${language} ${zone}`;
  let format = times.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: zone,
    });
    times.set(key, format);
  }
  // Plain spaces, as every other date the product writes (worker/i18n/dates.ts).
  return format.format(new Date(iso)).replace(/[\u00a0\u202f]/g, " ");
}

/**
 * '12월 19일 (토) 오후 7:00 – 오후 9:00': a poll's date on its own clock, with the end's time
 * when the organiser gave one.
 */
export function optionWhen(option: { starts_at: string; ends_at: string | null }, zone: string) {
  const start = shownDate(option.starts_at, zone, "weekday");
  return option.ends_at ? `${start} – ${timeText(option.ends_at, zone)}` : start;
}
