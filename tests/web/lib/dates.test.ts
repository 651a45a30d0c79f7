import { describe, expect, it } from "vitest";
import { fromZonedInput, toZonedInput, utcOffsetLabel } from "../../../web/lib/date-inputs";
import { formatDateTime, formatEventDateTime, formatShortDateTime } from "../../../web/lib/dates";
import { formatDate } from "../../../web/lib/day-date";
import { zoneName, zoneNote } from "../../../worker/contract/time-zones";

describe("dates are shown on Korea's clock by default", () => {
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
});

describe("dates on the clock of the event's place", () => {
  const at = "2026-12-19T10:00:00.000Z";

  it("write the same instant in each zone, naming the zone unless it is Korea's", () => {
    const named = (iso: string | null, zone: string) =>
      formatEventDateTime(iso, zone, zoneName(zone));
    expect(named(at, "Asia/Seoul")).toBe("2026년 12월 19일 토 오후 7:00");
    expect(named(at, "Europe/Berlin")).toBe("2026년 12월 19일 토 오전 11:00 (베를린 시간)");
    expect(named(at, "America/Los_Angeles")).toBe(
      "2026년 12월 19일 토 오전 2:00 (로스앤젤레스 시간)",
    );
    // Half-hour zones.
    expect(named(at, "Asia/Kolkata")).toBe("2026년 12월 19일 토 오후 3:30 (인도 시간)");
    expect(formatShortDateTime(at, "Australia/Lord_Howe")).toBe("12월 19일 오후 9:00");
    // A zone without a Korean name is named by its city.
    expect(zoneNote("America/Argentina/Buenos_Aires")).toBe("Buenos Aires 시간");
    expect(named(null, "Europe/Berlin")).toBe("-");
  });

  it("follow daylight saving: Berlin in late March and late October, Los Angeles, Lord Howe's half hour", () => {
    // Berlin: UTC+1 until 01:00 UTC on 29 March 2026, then UTC+2 until 01:00 UTC on 25 October.
    expect(formatShortDateTime("2026-03-29T00:59:00Z", "Europe/Berlin")).toBe("3월 29일 오전 1:59");
    expect(formatShortDateTime("2026-03-29T01:00:00Z", "Europe/Berlin")).toBe("3월 29일 오전 3:00");
    expect(formatShortDateTime("2026-10-25T00:30:00Z", "Europe/Berlin")).toBe(
      "10월 25일 오전 2:30",
    );
    expect(formatShortDateTime("2026-10-25T01:30:00Z", "Europe/Berlin")).toBe(
      "10월 25일 오전 2:30",
    );
    expect(utcOffsetLabel("2026-07-01T00:00:00Z", "Europe/Berlin")).toBe("UTC+2");
    expect(utcOffsetLabel("2026-12-01T00:00:00Z", "Europe/Berlin")).toBe("UTC+1");
    // Los Angeles: 2 a.m. on 8 March 2026 becomes 3 a.m.
    expect(formatShortDateTime("2026-03-08T09:59:00Z", "America/Los_Angeles")).toBe(
      "3월 8일 오전 1:59",
    );
    expect(formatShortDateTime("2026-03-08T10:00:00Z", "America/Los_Angeles")).toBe(
      "3월 8일 오전 3:00",
    );
    expect(utcOffsetLabel("2026-07-01T00:00:00Z", "America/Los_Angeles")).toBe("UTC-7");
    // Lord Howe moves by half an hour: UTC+10:30 in winter, UTC+11 in summer.
    expect(utcOffsetLabel("2026-07-01T00:00:00Z", "Australia/Lord_Howe")).toBe("UTC+10:30");
    expect(utcOffsetLabel("2026-12-01T00:00:00Z", "Australia/Lord_Howe")).toBe("UTC+11");
    expect(utcOffsetLabel(at, "Asia/Kolkata")).toBe("UTC+5:30");
  });
});

describe("a datetime-local value is read on the event's clock", () => {
  it("round-trips in Korea, Berlin, Los Angeles and Kolkata", () => {
    for (const zone of ["Asia/Seoul", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata"]) {
      const input = toZonedInput("2026-12-19T10:00:00.000Z", zone);
      expect(fromZonedInput(input, zone)).toEqual({
        kind: "instant",
        iso: "2026-12-19T10:00:00.000Z",
      });
    }
    expect(toZonedInput("2026-12-19T10:00:00.000Z", "Asia/Seoul")).toBe("2026-12-19T19:00");
    expect(fromZonedInput("2026-12-19T19:00", "America/Los_Angeles")).toEqual({
      kind: "instant",
      iso: "2026-12-20T03:00:00.000Z",
    });
    expect(fromZonedInput("", "Asia/Seoul")).toEqual({ kind: "empty" });
    expect(fromZonedInput("not a date", "Asia/Seoul")).toEqual({ kind: "empty" });
  });

  it("says when the clock skips the time (spring forward), never shifting it silently", () => {
    expect(fromZonedInput("2026-03-29T02:30", "Europe/Berlin")).toEqual({ kind: "skipped" });
    expect(fromZonedInput("2026-03-08T02:15", "America/Los_Angeles")).toEqual({ kind: "skipped" });
    // Lord Howe skips only half an hour: 02:00-02:30 on 4 October 2026.
    expect(fromZonedInput("2026-10-04T02:15", "Australia/Lord_Howe")).toEqual({ kind: "skipped" });
    expect(fromZonedInput("2026-10-04T02:30", "Australia/Lord_Howe").kind).toBe("instant");
  });

  it("gives both instants when the clock shows the time twice (fall back)", () => {
    expect(fromZonedInput("2026-10-25T02:30", "Europe/Berlin")).toEqual({
      kind: "twice",
      earlier: "2026-10-25T00:30:00.000Z",
      later: "2026-10-25T01:30:00.000Z",
    });
    expect(fromZonedInput("2026-11-01T01:30", "America/Los_Angeles")).toEqual({
      kind: "twice",
      earlier: "2026-11-01T08:30:00.000Z",
      later: "2026-11-01T09:30:00.000Z",
    });
    // Lord Howe repeats half an hour: 01:30-02:00 on 5 April 2026.
    expect(fromZonedInput("2026-04-05T01:45", "Australia/Lord_Howe")).toEqual({
      kind: "twice",
      earlier: "2026-04-04T14:45:00.000Z",
      later: "2026-04-04T15:15:00.000Z",
    });
  });
});
