import { describe, expect, it } from "vitest";
import { formatDateTime, fromLocalInput, toLocalInput } from "../../web/lib/dates";

describe("dates are shown and entered in Korea time", () => {
  it("formats an instant the same whatever the machine's zone", () => {
    expect(formatDateTime("2026-12-19T10:00:00.000Z")).toContain("12월 19일");
    expect(formatDateTime("2026-12-19T10:00:00.000Z")).toContain("오후 7:00");
    expect(formatDateTime(null)).toBe("-");
  });

  it("round-trips a datetime-local value as KST", () => {
    expect(toLocalInput("2026-12-19T10:00:00.000Z")).toBe("2026-12-19T19:00");
    expect(fromLocalInput("2026-12-19T19:00")).toBe("2026-12-19T10:00:00.000Z");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});
