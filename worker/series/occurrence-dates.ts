import ICAL from "ical.js";
import { instantOf, wallAt } from "#contract/event-time";
import { type Recurrence, readRecurrence } from "#contract/recurrence";

/**
 * A series' dates (decision 0069). ical.js (Mozilla's iCalendar library, which Thunderbird's
 * calendar runs on) expands the rule over the event's *wall clock*, with no zone: a Tuesday
 * 19:30 rule gives Tuesdays at 19:30. Each is then placed in the event's zone on its own day,
 * so 19:30 in New York stays 19:30 across the change to daylight time, where stepping a UTC
 * instant by whole weeks would drift an hour.
 */

/** One date of the rule: its local start (the occurrence's key) and the instant it names. */
export interface OccurrenceDate {
  /** '2026-12-01T19:30:00' on the event's clock: RECURRENCE-ID, and one event per date. */
  recurrenceId: string;
  /** UTC ISO: the event's `event_date`. */
  at: string;
}

/** How far ahead occurrences are made, and how many not yet begun there always are. */
export const AHEAD_MS = 8 * 7 * 86_400_000;
export const AHEAD_AT_LEAST = 2;
/** A rule that yields nothing in this many steps is done (a BYMONTHDAY=31 over years of short months is not). */
const STEPS_MAX = 2_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The local start ('2026-12-01T19:30:00') of an instant on the zone's clock. */
export function localStartOf(iso: string, zone: string): string {
  const wall = wallAt(Date.parse(iso), zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00`;
}

/** The instant a local start ('2026-12-01T19:30:00') names on the zone's clock, as UTC ISO. */
export const instantOfLocal = (local: string, zone: string) =>
  new Date(instantAt(local, zone)).toISOString();

const instantAt = (local: string, zone: string) => {
  const [date = "", time = ""] = local.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return instantOf(
    { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0 },
    zone,
  );
};

/** The rule as ical.js reads it: UNTIL is ours to apply (on the event's clock or in UTC). */
function icalRule(rule: Recurrence): ICAL.Recur {
  return ICAL.Recur.fromData({
    freq: rule.freq,
    interval: rule.interval,
    ...(rule.count === null ? {} : { count: rule.count }),
    ...(rule.byDay.length > 0
      ? { byday: rule.byDay.map((d) => `${d.ordinal ?? ""}${d.day}`) }
      : {}),
    ...(rule.byMonthDay.length > 0 ? { bymonthday: rule.byMonthDay } : {}),
  });
}

/** The instant after which no occurrence starts: UNTIL as UTC, or the end of its day locally. */
function untilOf(rule: Recurrence, zone: string): number {
  if (!rule.until) return Number.POSITIVE_INFINITY;
  if ("utc" in rule.until) return Date.parse(rule.until.utc);
  return instantAt(`${rule.until.date}T23:59:00`, zone) + 59_999;
}

export interface Expansion {
  /** The rule's dates after `after` (a local start, exclusive) and before `before`. */
  dates: OccurrenceDate[];
  /** The rule's first date after those; null when it ended (by COUNT or UNTIL). */
  next: OccurrenceDate | null;
}

/**
 * The rule's dates from `startsLocal` on, after the local start `after` (null: from the first),
 * up to the instant `before`, and always the first `atLeast` that start after `notBefore`.
 */
export function expand(
  recurrence: string,
  startsLocal: string,
  zone: string,
  bounds: { after: string | null; before: number; notBefore: number; atLeast: number },
): Expansion {
  const read = readRecurrence(recurrence);
  if (!read.ok) throw new Error(`stored rule unreadable: ${read.problem}`);
  const until = untilOf(read.rule, zone);
  const iterator = icalRule(read.rule).iterator(ICAL.Time.fromDateTimeString(startsLocal));
  const dates: OccurrenceDate[] = [];
  let upcoming = 0;
  for (let step = 0; step < STEPS_MAX; step++) {
    const next = iterator.next();
    if (!next) return { dates, next: null };
    const recurrenceId = next.toString();
    const at = instantAt(recurrenceId, zone);
    if (at > until) return { dates, next: null };
    if (bounds.after !== null && recurrenceId <= bounds.after) continue;
    const date = { recurrenceId, at: new Date(at).toISOString() };
    if (at >= bounds.before && upcoming >= bounds.atLeast) return { dates, next: date };
    dates.push(date);
    if (at > bounds.notBefore) upcoming++;
  }
  return { dates, next: null };
}

/** The first `count` dates of a rule that have not begun at `now`: what the dialog previews. */
export function previewDates(
  recurrence: string,
  firstDate: string,
  zone: string,
  now: number,
  count = 8,
): string[] {
  const { dates } = expand(recurrence, localStartOf(firstDate, zone), zone, {
    after: null,
    before: now,
    notBefore: now,
    atLeast: count,
  });
  return dates
    .filter((date) => Date.parse(date.at) > now)
    .slice(0, count)
    .map((date) => date.at);
}
