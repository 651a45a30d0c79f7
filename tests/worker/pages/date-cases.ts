import type { DateStyle } from "#i18n/dates";
import type { Language } from "#i18n/language";

/**
 * What each style writes in each language, shared by the web test and the Worker's: the invite
 * page is rendered by the Worker and taken over by the browser, so both must write the same.
 * Plain spaces throughout (worker/i18n/dates.ts turns ICU's narrow no-break space into one).
 */
export const DATE_CASES: [
  iso: string,
  zone: string,
  language: Language,
  style: DateStyle,
  text: string,
][] = [
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "ko", "full", "2026년 12월 19일 토 오후 7:00"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "en", "full", "Sat, Dec 19, 2026, 7:00 PM"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "ko", "short", "12월 19일 오후 7:00"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "en", "short", "Dec 19, 7:00 PM"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "ko", "weekday", "12월 19일 (토) 오후 7:00"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "en", "weekday", "Sat, Dec 19, 7:00 PM"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "ko", "day", "2026년 12월 19일"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "en", "day", "Dec 19, 2026"],
  // Midnight and noon on the twelve-hour clock; the year turns on the event's clock.
  ["2026-12-31T15:05:00Z", "Asia/Seoul", "ko", "full", "2027년 1월 1일 금 오전 12:05"],
  ["2026-12-31T15:05:00Z", "Asia/Seoul", "en", "full", "Fri, Jan 1, 2027, 12:05 AM"],
  ["2026-01-01T03:05:00Z", "Asia/Seoul", "en", "short", "Jan 1, 12:05 PM"],
  // Berlin springs forward at 01:00 UTC on 29 March 2026 and falls back on 25 October.
  ["2026-03-29T00:59:00Z", "Europe/Berlin", "en", "short", "Mar 29, 1:59 AM"],
  ["2026-03-29T01:00:00Z", "Europe/Berlin", "en", "short", "Mar 29, 3:00 AM"],
  ["2026-03-29T01:00:00Z", "Europe/Berlin", "ko", "short", "3월 29일 오전 3:00"],
  ["2026-10-25T00:30:00Z", "Europe/Berlin", "en", "weekday", "Sun, Oct 25, 2:30 AM"],
  ["2026-10-25T01:30:00Z", "Europe/Berlin", "en", "weekday", "Sun, Oct 25, 2:30 AM"],
  // Los Angeles, a day behind Seoul; Kolkata's and Lord Howe's half hours.
  ["2026-12-19T10:00:00Z", "America/Los_Angeles", "en", "full", "Sat, Dec 19, 2026, 2:00 AM"],
  ["2026-12-19T10:00:00Z", "Asia/Kolkata", "en", "short", "Dec 19, 3:30 PM"],
  ["2026-07-01T00:00:00Z", "Australia/Lord_Howe", "en", "short", "Jul 1, 10:30 AM"],
  ["2026-12-01T00:00:00Z", "Australia/Lord_Howe", "ko", "short", "12월 1일 오전 11:00"],
];

/** `eventDateText` (previews, notices, mails): the date with its zone's note unless Korea's. */
export const NOTED_CASES: [iso: string, zone: string, language: Language, text: string][] = [
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "ko", "12월 19일 (토) 오후 7:00"],
  ["2026-12-19T10:00:00Z", "Asia/Seoul", "en", "Sat, Dec 19, 7:00 PM"],
  [
    "2026-12-19T10:00:00Z",
    "America/Los_Angeles",
    "ko",
    "12월 19일 (토) 오전 2:00 (로스앤젤레스 시간)",
  ],
  ["2026-12-19T10:00:00Z", "America/Los_Angeles", "en", "Sat, Dec 19, 2:00 AM (Los Angeles time)"],
  ["2026-12-19T10:00:00Z", "Asia/Kolkata", "ko", "12월 19일 (토) 오후 3:30 (인도 시간)"],
  ["2026-12-19T10:00:00Z", "Asia/Kolkata", "en", "Sat, Dec 19, 3:30 PM (Kolkata time)"],
  [
    "2026-12-19T10:00:00Z",
    "America/Argentina/Buenos_Aires",
    "en",
    "Sat, Dec 19, 7:00 AM (Buenos Aires time)",
  ],
];
