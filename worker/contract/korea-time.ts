/**
 * An instant as a clock in Korea shows it: UTC+9, no daylight saving. Every date the product
 * shows is in this zone and in Korean (spec section 9), on the Worker and in the browser alike.
 * Written out rather than asked of `Intl`: runtimes carry different ICU data (one prints
 * '오후 7:00', another 'PM 7:00'), and a page rendered on the Worker must read the same once the
 * browser takes it over; the browser's first Korean `Intl` formatter also costs a phone about
 * 80 ms of loading locale data while the invite page starts.
 */
export const KST_OFFSET_MS = 9 * 3_600_000;
const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;

export type KoreaClock = {
  year: number;
  month: number;
  day: number;
  /** '월' .. '일' */
  weekday: string;
  /** '오전 9:05', '오후 12:30' */
  time: string;
};

/** The clock in Korea at `iso`, or null for a string that is not a date. */
export function koreaClock(iso: string): KoreaClock | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const clock = new Date(at + KST_OFFSET_MS);
  const hour = clock.getUTCHours();
  const minute = String(clock.getUTCMinutes()).padStart(2, "0");
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth() + 1,
    day: clock.getUTCDate(),
    weekday: WEEKDAYS[clock.getUTCDay()] as string,
    time: `${hour < 12 ? "오전" : "오후"} ${hour % 12 || 12}:${minute}`,
  };
}
