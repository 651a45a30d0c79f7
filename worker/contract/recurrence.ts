/**
 * A series' rule (decision 0069): the part of RFC 5545's RRULE we take, read into parts that
 * the Worker expands (worker/series/occurrence-dates.ts, with ical.js) and the web app words
 * ('매주 화요일', '격주', '매월 둘째 주 화요일'). Zod-free, so pages ship it cheaply.
 */

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RECURRENCE_LIMITS = {
  /** `INTERVAL`: every week up to every fourth (monthly: every month up to every fourth). */
  intervalMax: 4,
  /** `COUNT`: a series of at most a year of weeks. */
  countMax: 52,
  /** The rule as text: enough for every weekday with an ordinal and an UNTIL. */
  textMax: 200,
} as const;

/** A weekday of the rule: `ordinal` only for monthly ones (2TU: the second Tuesday; -1FR: the last Friday). */
export interface RuleDay {
  day: Weekday;
  ordinal: number | null;
}

export interface Recurrence {
  freq: "WEEKLY" | "MONTHLY";
  interval: number;
  /** Weekly: the days of the week (none: the first date's). Monthly: one ordinal weekday, or none. */
  byDay: RuleDay[];
  /** Monthly by date: the days of the month (-1: the last), or none. */
  byMonthDay: number[];
  count: number | null;
  /** The last moment an occurrence may start: an UNTIL of a date-time in UTC, or a date (through that whole day on the event's clock). */
  until: { utc: string } | { date: string } | null;
}

export type RecurrenceProblem =
  | "recurrence_syntax"
  | "recurrence_part_unknown"
  | "recurrence_part_repeated"
  | "recurrence_freq"
  | "recurrence_interval"
  | "recurrence_byday"
  | "recurrence_bymonthday"
  | "recurrence_monthly_needs_one"
  | "recurrence_count"
  | "recurrence_until"
  | "recurrence_count_and_until";

/** Each problem in the API's words (the 422 issue's `msg` on `recurrence`). */
export const RECURRENCE_PROBLEMS: Record<RecurrenceProblem, string> = {
  recurrence_syntax: "recurrence must be an RRULE such as FREQ=WEEKLY;BYDAY=TU",
  recurrence_part_unknown:
    "recurrence may only use FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL",
  recurrence_part_repeated: "recurrence names a part twice",
  recurrence_freq: "FREQ must be WEEKLY or MONTHLY",
  recurrence_interval: `INTERVAL must be a whole number from 1 to ${RECURRENCE_LIMITS.intervalMax}`,
  recurrence_byday:
    "BYDAY must be weekdays (MO to SU); a monthly rule takes one with an ordinal such as 2TU or -1FR",
  recurrence_bymonthday: "BYMONTHDAY must be days of the month from 1 to 31, or -1 for the last",
  recurrence_monthly_needs_one: "A monthly rule takes BYDAY or BYMONTHDAY, not both",
  recurrence_count: `COUNT must be a whole number from 1 to ${RECURRENCE_LIMITS.countMax}`,
  recurrence_until: "UNTIL must be a date (20270131) or a UTC date-time (20270131T150000Z)",
  recurrence_count_and_until: "A rule ends by COUNT or by UNTIL, not both",
};

export const isRecurrenceProblem = (value: unknown): value is RecurrenceProblem =>
  typeof value === "string" && Object.hasOwn(RECURRENCE_PROBLEMS, value);

const PARTS = ["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "COUNT", "UNTIL"] as const;
type Part = (typeof PARTS)[number];

const WHOLE = /^[1-9]\d{0,2}$/;
const DAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const MONTH_DAY = /^(-1|[1-9]|[12]\d|3[01])$/;
const UNTIL_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const UNTIL_UTC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

type Read = { ok: true; rule: Recurrence } | { ok: false; problem: RecurrenceProblem };
const refused = (problem: RecurrenceProblem): Read => ({ ok: false, problem });

function readDays(text: string, monthly: boolean): RuleDay[] | null {
  const days: RuleDay[] = [];
  for (const item of text.split(",")) {
    const match = DAY.exec(item);
    if (!match) return null;
    const ordinal = match[1] ? Number(match[1]) : null;
    if (ordinal !== null && (!monthly || ordinal === 0)) return null;
    if (monthly && ordinal === null) return null;
    days.push({ day: match[2] as Weekday, ordinal });
  }
  // A monthly rule names one weekday of the month: '매월 둘째 주 화요일'.
  if (monthly && days.length !== 1) return null;
  if (new Set(days.map((d) => `${d.ordinal}${d.day}`)).size !== days.length) return null;
  return days;
}

function readUntil(text: string): Recurrence["until"] {
  const utc = UNTIL_UTC.exec(text);
  const date = utc ?? UNTIL_DATE.exec(text);
  if (!date) return null;
  const [, y, m, d, hh = "00", mm = "00", ss = "00"] = date;
  const iso = `${y}-${m}-${d}T${hh}:${mm}:${ss}.000Z`;
  const parsed = new Date(iso);
  // 20270231 is no date: Date rolls it into March, which the round trip shows.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== iso) return null;
  return utc ? { utc: iso } : { date: `${y}-${m}-${d}` };
}

/** Reads an RRULE (with or without its `RRULE:` name), refusing anything outside our part of it. */
export function readRecurrence(text: string): Read {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body === "" || body.length > RECURRENCE_LIMITS.textMax) return refused("recurrence_syntax");
  const parts = new Map<Part, string>();
  for (const piece of body.split(";")) {
    const eq = piece.indexOf("=");
    if (eq <= 0) return refused("recurrence_syntax");
    const name = piece.slice(0, eq).toUpperCase();
    const value = piece.slice(eq + 1).toUpperCase();
    if (!(PARTS as readonly string[]).includes(name)) return refused("recurrence_part_unknown");
    if (parts.has(name as Part)) return refused("recurrence_part_repeated");
    parts.set(name as Part, value);
  }
  const freq = parts.get("FREQ");
  if (freq !== "WEEKLY" && freq !== "MONTHLY") return refused("recurrence_freq");
  const monthly = freq === "MONTHLY";
  const intervalText = parts.get("INTERVAL") ?? "1";
  const interval = WHOLE.test(intervalText) ? Number(intervalText) : 0;
  if (interval < 1 || interval > RECURRENCE_LIMITS.intervalMax)
    return refused("recurrence_interval");
  const dayText = parts.get("BYDAY");
  const byDay = dayText === undefined ? [] : readDays(dayText, monthly);
  if (byDay === null) return refused("recurrence_byday");
  const monthDayText = parts.get("BYMONTHDAY");
  if (monthDayText !== undefined && !monthly) return refused("recurrence_part_unknown");
  const byMonthDay = monthDayText === undefined ? [] : monthDayText.split(",");
  if (!byMonthDay.every((day) => MONTH_DAY.test(day))) return refused("recurrence_bymonthday");
  if (new Set(byMonthDay).size !== byMonthDay.length) return refused("recurrence_bymonthday");
  if (monthly && byDay.length > 0 && byMonthDay.length > 0) {
    return refused("recurrence_monthly_needs_one");
  }
  const countText = parts.get("COUNT");
  const untilText = parts.get("UNTIL");
  if (countText !== undefined && untilText !== undefined) {
    return refused("recurrence_count_and_until");
  }
  const count = countText === undefined ? null : WHOLE.test(countText) ? Number(countText) : 0;
  if (count !== null && (count < 1 || count > RECURRENCE_LIMITS.countMax)) {
    return refused("recurrence_count");
  }
  const until = untilText === undefined ? null : readUntil(untilText);
  if (untilText !== undefined && until === null) return refused("recurrence_until");
  return {
    ok: true,
    rule: { freq, interval, byDay, byMonthDay: byMonthDay.map(Number), count, until },
  };
}

/** The rule written back in one canonical order, as it is stored and answered. */
export function writeRecurrence(rule: Recurrence): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) {
    parts.push(`BYDAY=${rule.byDay.map((d) => `${d.ordinal ?? ""}${d.day}`).join(",")}`);
  }
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until && "utc" in rule.until) {
    parts.push(`UNTIL=${rule.until.utc.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  } else if (rule.until) {
    parts.push(`UNTIL=${rule.until.date.replace(/-/g, "")}`);
  }
  return parts.join(";");
}
