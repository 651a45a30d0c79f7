import { KST_OFFSET_MS, koreaClock } from "../../worker/contract/korea-time";

/**
 * Dates in the Korean locale and in Korea's time (spec section 9). One fixed zone (KST, UTC+9,
 * no daylight saving) rather than the browser's: an invite page rendered by the Worker must read
 * the same before and after the app takes over, and a gathering's time is the time where it
 * happens, not where the reader is (docs/decisions/0006-server-rendered-invite-pages.md).
 */

/** '2026년 12월 19일 토 오후 7:00' */
export function formatDateTime(iso: string | null | undefined): string {
  const clock = iso ? koreaClock(iso) : null;
  return clock
    ? `${clock.year}년 ${clock.month}월 ${clock.day}일 ${clock.weekday} ${clock.time}`
    : "-";
}

/** '2026년 12월 19일' */
export function formatDate(iso: string | null | undefined): string {
  const clock = iso ? koreaClock(iso) : null;
  return clock ? `${clock.year}년 ${clock.month}월 ${clock.day}일` : "-";
}

/** Short form for lists, '12월 19일 오후 7:00': month, day and time. */
export function formatShortDateTime(iso: string | null | undefined): string {
  const clock = iso ? koreaClock(iso) : null;
  return clock ? `${clock.month}월 ${clock.day}일 ${clock.time}` : "-";
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
