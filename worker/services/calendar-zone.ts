import { asUtc, wallAt } from "#contract/event-time";

/**
 * The event's zone as an iCalendar VTIMEZONE (RFC 5545 3.6.5), so a calendar file names the
 * zone the event happens in rather than only its instant in UTC: a calendar then shows it on
 * that clock beside the reader's. Its offsets come from `Intl`, as every date the app shows:
 * each change of offset in the year either side of the event is an observance of its own
 * (DAYLIGHT when the clock goes forward, STANDARD when it goes back), after one that holds
 * the offset at the start of those two years, so every date near the event has its rule.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const YEAR_MS = 366 * DAY_MS;

/** The zone's offset from UTC at `at`, in minutes. */
function offsetAt(at: number, zone: string): number {
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  return (asUtc(wallAt(minute, zone)) - minute) / MINUTE_MS;
}

/** The first minute after `before` and up to `after` with `after`'s offset. */
function changeBetween(before: number, after: number, zone: string): number {
  const target = offsetAt(after, zone);
  let low = before;
  let high = after;
  while (high - low > MINUTE_MS) {
    const middle = Math.floor((low + high) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(middle, zone) === target) high = middle;
    else low = middle;
  }
  return high;
}

/** +0900, -0430 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, "0")}${String(whole % 60).padStart(2, "0")}`;
}

/** An instant as the zone's clock reads it, in iCalendar's local form: 20301219T190000. */
export function localIcsTime(at: number, zone: string): string {
  const wall = new Date(at + offsetAt(at, zone) * MINUTE_MS).toISOString();
  return `${wall.replace(/[-:]/g, "").slice(0, 15)}`;
}

type Observance = { at: number; from: number; to: number };

/** The VTIMEZONE of `zone` around the instant `around`, as lines. */
export function timezoneLines(zone: string, around: number): string[] {
  const start = around - YEAR_MS;
  const end = around + YEAR_MS;
  const first = offsetAt(start, zone);
  const observances: Observance[] = [{ at: start, from: first, to: first }];
  let before = first;
  for (let day = start; day < end; day += DAY_MS) {
    const after = offsetAt(day + DAY_MS, zone);
    if (before !== after) {
      observances.push({ at: changeBetween(day, day + DAY_MS, zone), from: before, to: after });
    }
    before = after;
  }
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...observances.flatMap(({ at, from, to }) => {
      const kind = to > from ? "DAYLIGHT" : "STANDARD";
      // An observance starts on the clock as it read before the change.
      const local = new Date(at + from * MINUTE_MS).toISOString();
      return [
        `BEGIN:${kind}`,
        `DTSTART:${local.replace(/[-:]/g, "").slice(0, 15)}`,
        `TZOFFSETFROM:${offsetText(from)}`,
        `TZOFFSETTO:${offsetText(to)}`,
        `END:${kind}`,
      ];
    }),
    "END:VTIMEZONE",
  ];
}
