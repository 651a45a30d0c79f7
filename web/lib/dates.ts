/**
 * Dates in the Korean locale and in Korea's time (spec section 9). One fixed zone (KST, UTC+9,
 * no daylight saving) rather than the browser's: an invite page rendered by the Worker must read
 * the same before and after the app takes over, and a gathering's time is the time where it
 * happens, not where the reader is (docs/decisions/0006-server-rendered-invite-pages.md).
 */
export const DISPLAY_TIME_ZONE = "Asia/Seoul";
const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * Formatters are made on first use: a formatter for a time zone loads the zone's data, which
 * takes a phone tens of milliseconds, and the invite page should not pay it while it starts.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat("ko-KR", { timeZone: DISPLAY_TIME_ZONE, ...options });
    return made;
  };
}

const dateTime = formatter({
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = formatter({ year: "numeric", month: "short", day: "numeric" });
const timeOfDay = formatter({ month: "long", day: "numeric", hour: "numeric", minute: "2-digit" });

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime().format(new Date(iso)) : "-";
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dateOnly().format(new Date(iso)) : "-";
}

/** Short form for lists: month, day and time. */
export function formatShortDateTime(iso: string | null | undefined): string {
  return iso ? timeOfDay().format(new Date(iso)) : "-";
}

/** `<input type="datetime-local">` value (Korea time) from an ISO string. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(new Date(iso).getTime() + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** ISO string (UTC) from a `datetime-local` value read as Korea time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
