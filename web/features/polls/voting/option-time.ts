import type { PollOption } from "#contract/polls";
import { dateText } from "#i18n/dates";
import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";

/** The hour alone, for an end on the start's day ('오후 9:00' / '9:00 PM'), plain spaces. */
function hourOf(iso: string, zone: string, language: Language): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const format = new Intl.DateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
  });
  return format.format(at).replace(/[\u00a0\u202f]/g, " ");
}

const dayOf = (iso: string, zone: string, language: Language) =>
  dateText(iso, zone, language, "day");

/**
 * A date offered, on `zone`'s clock ('12월 19일 (토) 오후 7:00', with '~ 오후 9:00' when the
 * organiser gave an end): the poll's own clock, or the reader's beside it.
 */
export function optionText(
  option: Pick<PollOption, "starts_at" | "ends_at">,
  zone: string,
  language: Language = getLocale(),
): string {
  const start = dateText(option.starts_at, zone, language, "weekday") ?? "-";
  if (!option.ends_at) return start;
  const sameDay = dayOf(option.starts_at, zone, language) === dayOf(option.ends_at, zone, language);
  const end = sameDay
    ? hourOf(option.ends_at, zone, language)
    : (dateText(option.ends_at, zone, language, "weekday") ?? "");
  return end ? `${start} ~ ${end}` : start;
}
