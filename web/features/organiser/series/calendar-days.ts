import { WEEKDAYS, type Weekday } from "#contract/recurrence";

/**
 * A day of the calendar as a rule sees it: its weekday, its day of the month and where it falls
 * in its month ('둘째 주 화요일', or the month's last Tuesday). Read from a wall-clock date
 * ('2026-12-15'), so the event's own clock decides which day it is, never the reader's.
 */
export type CalendarDay = {
  weekday: Weekday;
  day: number;
  /** 1 to 5: which of the month's days of this weekday it is. */
  week: number;
  /** No later day of this weekday in its month. */
  lastOfMonth: boolean;
};

const WALL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day a `YYYY-MM-DD` (or a `datetime-local` value) names; null for anything else. */
export function calendarDayOf(wallDate: string): CalendarDay | null {
  const match = WALL_DATE.exec(wallDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    // getUTCDay counts from Sunday; WEEKDAYS from Monday, as RFC 5545's week does.
    weekday: WEEKDAYS[(date.getUTCDay() + 6) % 7] as Weekday,
    day,
    week: Math.ceil(day / 7),
    lastOfMonth: day + 7 > daysInMonth,
  };
}

/** The wall-clock date (`YYYY-MM-DD`) an instant falls on in `zone`. */
export function wallDateOf(iso: string, zone: string): string {
  // en-CA writes dates as ISO does.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}
