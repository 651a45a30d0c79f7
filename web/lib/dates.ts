import { type KoreaClock, KST_OFFSET_MS, koreaClock } from "#contract/korea-time";

/**
 * Dates in the Korean locale and in Korea's time (spec section 9). One fixed zone (KST, UTC+9,
 * no daylight saving) rather than the browser's: an invite page rendered by the Worker must read
 * the same before and after the app takes over, and a gathering's time is the time where it
 * happens, not where the reader is (docs/decisions/0006-server-rendered-invite-pages.md).
 */

/** The instant on Korea's clock, written by `text`; a dash for no date or an unreadable one. */
function shown(iso: string | null | undefined, text: (clock: KoreaClock) => string): string {
  const clock = iso ? koreaClock(iso) : null;
  return clock ? text(clock) : "-";
}

/** '2026년 12월 19일 토 오후 7:00' */
export const formatDateTime = (iso: string | null | undefined) =>
  shown(iso, (c) => `${c.year}년 ${c.month}월 ${c.day}일 ${c.weekday} ${c.time}`);

/** '2026년 12월 19일' */
export const formatDate = (iso: string | null | undefined) =>
  shown(iso, (c) => `${c.year}년 ${c.month}월 ${c.day}일`);

/** Short form for lists, '12월 19일 오후 7:00': month, day and time. */
export const formatShortDateTime = (iso: string | null | undefined) =>
  shown(iso, (c) => `${c.month}월 ${c.day}일 ${c.time}`);

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
