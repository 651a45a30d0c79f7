import { asUtc, eventClock, MINUTE_MS, type WallTime, wallAt } from "#contract/event-time";

/**
 * Dates typed into the organiser's forms (`datetime-local`), read on the clock of the event's
 * place, and the zones' offsets the forms show. Apart from lib/dates.ts so that the invite
 * page, which shows dates but takes none, does not carry it.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The instants at which the zone's clock reads `wall`, earliest first: one as a rule, none in
 * a spring-forward gap (02:30 on the last Sunday of March in Berlin), two when the clock goes
 * back (02:30 on the last Sunday of October). Seconds are dropped, as the inputs have none.
 */
export function instantsAt(wall: WallTime, zone: string): number[] {
  const guess = asUtc(wall);
  const found = new Set<number>();
  // The zone's offsets a day either side cover every change (Lord Howe's half hour included).
  for (const probe of [guess - 86_400_000, guess, guess + 86_400_000]) {
    const probeWall = wallAt(probe, zone);
    const offset = asUtc(probeWall) - Math.floor(probe / MINUTE_MS) * MINUTE_MS;
    const candidate = guess - offset;
    const seen = wallAt(candidate, zone);
    if (asUtc(seen) === guess) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

/** `<input type="datetime-local">` value, on the event's clock, from an ISO string. */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  const clock = iso ? eventClock(iso, zone) : null;
  if (!clock) return "";
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A `datetime-local` value read on the event's clock. */
export type ZonedInput =
  | { kind: "empty" }
  | { kind: "instant"; iso: string }
  /** The clock skips this time (spring forward). */
  | { kind: "skipped" }
  /** The clock shows this time twice (fall back): the earlier and the later instant. */
  | { kind: "twice"; earlier: string; later: string };

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export function fromZonedInput(value: string, zone: string): ZonedInput {
  const parts = INPUT.exec(value);
  if (!parts) return { kind: "empty" };
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instants = instantsAt({ year, month, day, hour, minute }, zone);
  const iso = (at: number) => new Date(at).toISOString();
  if (instants.length === 0) return { kind: "skipped" };
  if (instants.length === 1) return { kind: "instant", iso: iso(instants[0] as number) };
  return { kind: "twice", earlier: iso(instants[0] as number), later: iso(instants[1] as number) };
}

/** The zone's offset from UTC at `at`, in minutes ('+09:00' is 540). */
export function offsetMinutes(at: number, zone: string): number {
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  return (asUtc(wallAt(minute, zone)) - minute) / MINUTE_MS;
}

/** 'UTC+2', 'UTC-7', 'UTC+5:30': how far the zone's clock is from UTC at `iso`. */
export function utcOffsetLabel(iso: string, zone: string): string {
  const minutes = offsetMinutes(Date.parse(iso), zone);
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${sign}${Math.floor(whole / 60)}${rest ? `:${pad(rest)}` : ""}`;
}
