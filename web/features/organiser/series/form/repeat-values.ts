import { z } from "zod";
import {
  RECURRENCE_LIMITS,
  type Recurrence,
  readRecurrence,
  WEEKDAYS,
  type Weekday,
  writeRecurrence,
} from "#contract/recurrence";
import { m } from "#messages";
import { type CalendarDay, calendarDayOf } from "../calendar-days";

/**
 * The event dialog's '반복' as its inputs hold it, and the RRULE it makes (written by the
 * contract's writeRecurrence). The shapes are the ones people ask for: every week or every other
 * week on some weekdays, the month's nth (or last) weekday, a day of the month; `kept` is a
 * series' rule of another shape (made through the API), kept as it is unless another is chosen.
 */
export const REPEAT_KINDS = [
  "none",
  "weekly",
  "biweekly",
  "monthly_weekday",
  "monthly_date",
  "kept",
] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
export const REPEAT_ENDS = ["never", "count", "until"] as const;

export const RepeatFormSchema = z.object({
  kind: z.enum(REPEAT_KINDS),
  /** Chosen by hand; until then the event date's weekday is the rule's (`shownWeekdays`). */
  weekdays: z.array(z.enum(WEEKDAYS)),
  weekdays_by_hand: z.boolean(),
  end: z.enum(REPEAT_ENDS),
  /** '10' as typed: how many occurrences in all. */
  count: z.string(),
  /** A `date` input's `YYYY-MM-DD`: the last day an occurrence may fall on. */
  until: z.string(),
  /** The series' own rule, for `kept`; empty on a new event. */
  kept: z.string(),
});
export type RepeatValues = z.input<typeof RepeatFormSchema>;

export const noRepeat = (): RepeatValues => ({
  kind: "none",
  weekdays: [],
  weekdays_by_hand: false,
  end: "never",
  count: "10",
  until: "",
  kept: "",
});

/** The weekdays the rule takes: those chosen by hand, else the event date's own. */
export function shownWeekdays(repeat: RepeatValues, eventDate: string): Weekday[] {
  if (repeat.weekdays_by_hand) return WEEKDAYS.filter((day) => repeat.weekdays.includes(day));
  const day = calendarDayOf(eventDate);
  return day ? [day.weekday] : [];
}

const countOf = (typed: string): number | null => {
  const count = Number(typed.trim());
  return /^\d+$/.test(typed.trim()) && count >= 1 && count <= RECURRENCE_LIMITS.countMax
    ? count
    : null;
};

/** The rule's repeating part for `kind` on the day the event falls on; null without one. */
function repeatOf(
  repeat: RepeatValues,
  eventDate: string,
  day: CalendarDay | null,
): Omit<Recurrence, "count" | "until"> | null {
  const weekly = (interval: number) => ({
    freq: "WEEKLY" as const,
    interval,
    byDay: shownWeekdays(repeat, eventDate).map((weekday) => ({ day: weekday, ordinal: null })),
    byMonthDay: [],
  });
  switch (repeat.kind) {
    case "weekly":
      return weekly(1);
    case "biweekly":
      return weekly(2);
    case "monthly_weekday":
      // '마지막 주' whenever the date is its month's last of that weekday (the 4th or the 5th).
      return day
        ? {
            freq: "MONTHLY",
            interval: 1,
            byDay: [{ day: day.weekday, ordinal: day.lastOfMonth ? -1 : day.week }],
            byMonthDay: [],
          }
        : null;
    case "monthly_date":
      return day ? { freq: "MONTHLY", interval: 1, byDay: [], byMonthDay: [day.day] } : null;
    default:
      return null;
  }
}

/**
 * The RRULE the choices make for an event on `eventDate` (a `datetime-local` value); null for
 * 반복 안 함, and while the choices cannot make one yet (no date, no weekday).
 */
export function recurrenceOf(repeat: RepeatValues, eventDate: string): string | null {
  if (repeat.kind === "none") return null;
  if (repeat.kind === "kept") return repeat.kept || null;
  const rule = repeatOf(repeat, eventDate, calendarDayOf(eventDate));
  if (!rule || (rule.freq === "WEEKLY" && rule.byDay.length === 0)) return null;
  const count = repeat.end === "count" ? countOf(repeat.count) : null;
  const until = repeat.end === "until" && repeat.until ? { date: repeat.until } : null;
  return writeRecurrence({ ...rule, count, until });
}

/** What is wrong with the choices, worded, by the field it belongs to. */
export function repeatProblems(
  repeat: RepeatValues,
  eventDate: string,
): { path: (keyof RepeatValues)[]; message: string }[] {
  if (repeat.kind === "none" || repeat.kind === "kept") return [];
  const problems: { path: (keyof RepeatValues)[]; message: string }[] = [];
  const weekly = repeat.kind === "weekly" || repeat.kind === "biweekly";
  if (weekly && repeat.weekdays_by_hand && repeat.weekdays.length === 0) {
    problems.push({ path: ["weekdays"], message: m.series_problem_weekdays() });
  }
  if (repeat.end === "count" && countOf(repeat.count) === null) {
    problems.push({
      path: ["count"],
      message: m.series_problem_count({ max: RECURRENCE_LIMITS.countMax }),
    });
  }
  if (repeat.end === "until") {
    if (!repeat.until) {
      problems.push({ path: ["until"], message: m.series_problem_until_required() });
    } else if (eventDate && repeat.until < eventDate.slice(0, 10)) {
      problems.push({ path: ["until"], message: m.series_problem_until_before() });
    }
  }
  return problems;
}

/**
 * A series' rule as the dialog's choices, on the date the dialog shows: one of the dialog's
 * shapes when it is one (on that date), else `kept`.
 */
export function repeatValuesOf(rule: string, eventDate: string): RepeatValues {
  const kept = { ...noRepeat(), kind: "kept" as const, kept: rule };
  const read = readRecurrence(rule);
  if (!read.ok) return kept;
  const { count, until } = read.rule;
  const end = {
    end: count !== null ? ("count" as const) : until ? ("until" as const) : ("never" as const),
    count: count !== null ? String(count) : "10",
    until: until && "date" in until ? until.date : until ? until.utc.slice(0, 10) : "",
  };
  const weekdays = read.rule.byDay.map((d) => d.day);
  for (const kind of ["weekly", "biweekly", "monthly_weekday", "monthly_date"] as const) {
    const values: RepeatValues = { ...kept, ...end, kind, weekdays, weekdays_by_hand: true };
    const same = recurrenceOf(values, eventDate);
    if (same !== null && sameRule(same, rule)) return values;
  }
  return kept;
}

/** Two rules that say the same, whatever order their parts were written in. */
export function sameRule(a: string, b: string): boolean {
  const [readA, readB] = [readRecurrence(a), readRecurrence(b)];
  return readA.ok && readB.ok && writeRecurrence(readA.rule) === writeRecurrence(readB.rule);
}
