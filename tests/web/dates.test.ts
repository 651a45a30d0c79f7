import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatShortDateTime,
  fromLocalInput,
  toLocalInput,
} from "../../web/lib/dates";

describe("dates are shown and entered in Korea time", () => {
  it("formats an instant the same whatever the machine's zone", () => {
    expect(formatDateTime("2026-12-19T10:00:00.000Z")).toBe("2026년 12월 19일 토 오후 7:00");
    expect(formatDate("2026-12-19T10:00:00.000Z")).toBe("2026년 12월 19일");
    expect(formatShortDateTime("2026-12-19T10:00:00.000Z")).toBe("12월 19일 오후 7:00");
    expect(formatDateTime(null)).toBe("-");
  });

  it("reads midnight and noon on the twelve-hour clock, with zero-padded minutes", () => {
    expect(formatShortDateTime("2026-01-01T15:05:00Z")).toBe("1월 2일 오전 12:05");
    expect(formatShortDateTime("2026-01-01T03:05:00Z")).toBe("1월 1일 오후 12:05");
    expect(formatShortDateTime("2026-06-30T23:59:00Z")).toBe("7월 1일 오전 8:59");
    expect(formatShortDateTime("2026-03-01T02:59:00Z")).toBe("3월 1일 오전 11:59");
  });

  it("crosses the year on Korea's clock, not UTC's", () => {
    expect(formatDateTime("2026-12-31T15:00:00Z")).toBe("2027년 1월 1일 금 오전 12:00");
    expect(formatDate("2026-12-31T14:59:00Z")).toBe("2026년 12월 31일");
  });

  it("shows a dash for a value that is not a date, rather than throwing", () => {
    expect(formatDateTime("not a date")).toBe("-");
    expect(formatShortDateTime("")).toBe("-");
  });

  it("round-trips a datetime-local value as KST", () => {
    expect(toLocalInput("2026-12-19T10:00:00.000Z")).toBe("2026-12-19T19:00");
    expect(fromLocalInput("2026-12-19T19:00")).toBe("2026-12-19T10:00:00.000Z");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});
