import { type Recurrence, readRecurrence, type Weekday } from "#contract/recurrence";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { shownDate } from "../../../lib/dates";
import { type CalendarDay, calendarDayOf, wallDateOf } from "./calendar-days";

/**
 * A series' rule in words, the one place every screen takes them from: '매주 화요일', '격주 화요일',
 * '매월 둘째 주 화요일', '매월 15일' / 'Every Tuesday', 'Every other Tuesday', 'Second Tuesday of
 * every month', 'Monthly on the 15th'. The rule is read by the contract (recurrence.ts); the
 * words are the series catalog's, so a rule is never worded by joining pieces in code.
 */

/** The series' first date, for a rule that leaves its day to it (RFC 5545: the start's). */
export type RuleStart = { iso: string; zone: string };

type Options = {
  start?: RuleStart;
  /** Also how it ends: ', 10회' / ', until Jan 31, 2027'. */
  withEnd?: boolean;
};

const listOf = (items: string[], language: Language) =>
  new Intl.ListFormat(language, { type: "conjunction" }).format(items);

const dayName = (day: Weekday, language: Language) =>
  m.series_weekday({ day }, { locale: language });

/** '15일' / '15th'; '말일' / 'last day' for -1. */
function monthDayName(day: number, language: Language) {
  const kind =
    day === -1 ? "last" : new Intl.PluralRules(language, { type: "ordinal" }).select(day);
  return m.series_month_day({ day, kind }, { locale: language });
}

function repeatWords(rule: Recurrence, language: Language, start: CalendarDay | null): string {
  const every = rule.interval;
  const locale = { locale: language };
  if (rule.freq === "WEEKLY") {
    const days =
      rule.byDay.length > 0 ? rule.byDay.map((d) => d.day) : start ? [start.weekday] : [];
    if (days.length === 0) return m.series_rule_weekly_plain({ every }, locale);
    const names = days.map((day) => dayName(day, language));
    return m.series_rule_weekly({ every, days: listOf(names, language) }, locale);
  }
  const [ordinal] = rule.byDay;
  if (ordinal) {
    const week = ordinal.ordinal === null || ordinal.ordinal < 0 ? "last" : ordinal.ordinal;
    return m.series_rule_monthly_weekday(
      {
        every,
        week: m.series_week_of_month({ week }, locale),
        day: dayName(ordinal.day, language),
      },
      locale,
    );
  }
  const monthDays = rule.byMonthDay.length > 0 ? rule.byMonthDay : start ? [start.day] : [];
  if (monthDays.length === 0) return m.series_rule_monthly_plain({ every }, locale);
  const names = monthDays.map((day) => monthDayName(day, language));
  return m.series_rule_monthly_date({ every, days: listOf(names, language) }, locale);
}

function endWords(rule: Recurrence, language: Language, zone: string): string | null {
  const locale = { locale: language };
  if (rule.count !== null) return m.series_end_count({ count: rule.count }, locale);
  if (!rule.until) return null;
  // A date-only UNTIL is a day on the event's clock; a UTC one is an instant shown on it.
  const date =
    "date" in rule.until
      ? shownDate(`${rule.until.date}T00:00:00.000Z`, "UTC", "day", language)
      : shownDate(rule.until.utc, zone, "day", language);
  return m.series_end_until({ date }, locale);
}

/** The rule (an RRULE) in `language`; its end too when `withEnd`. */
export function ruleWords(text: string, language: Language, options: Options = {}): string {
  const read = readRecurrence(text);
  if (!read.ok) return m.series_rule_unreadable({}, { locale: language });
  const { start } = options;
  const startDay = start ? calendarDayOf(wallDateOf(start.iso, start.zone)) : null;
  const rule = repeatWords(read.rule, language, startDay);
  const end = options.withEnd ? endWords(read.rule, language, start?.zone ?? "UTC") : null;
  return end ? m.series_rule_with_end({ rule, end }, { locale: language }) : rule;
}

/** '19:30' on the event's clock as the reader's language writes a time ('오후 7:30', '7:30 PM'). */
export function timeOfDay(iso: string, zone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: zone })
    .format(new Date(iso))
    .replace(/[\u00a0\u202f]/g, " ");
}

/** '매주 화요일 오후 7:30' / 'Every Tuesday at 7:30 PM': the rule and its time of day. */
export function ruleAtTime(text: string, start: RuleStart, language: Language): string {
  return m.series_rule_at(
    {
      rule: ruleWords(text, language, { start }),
      time: timeOfDay(start.iso, start.zone, language),
    },
    { locale: language },
  );
}
