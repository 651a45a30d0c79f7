import { describe, expect, it } from "vitest";
import { zoneName, zoneNote } from "#contract/time-zones";
import { cityOf, dateText } from "#i18n/dates";
import { LANGUAGES } from "#i18n/language";
import { formatDateTime, formatEventDateTime, formatShortDateTime } from "../../../web/lib/dates";
import { formatDate, formatEventDay } from "../../../web/lib/day-date";
import { eventDateText } from "../../../worker/lib/event-date-text";
import { readIn } from "../../support/web/language";
import { DATE_CASES, NOTED_CASES } from "../../worker/pages/date-cases";

const at = "2026-12-19T10:00:00.000Z";

describe("one formatter writes every date, in the reader's language (worker/i18n/dates.ts)", () => {
  it("writes each style in Korean and in English, on the event's clock, across daylight saving", () => {
    for (const [iso, zone, language, style, text] of DATE_CASES) {
      expect(dateText(iso, zone, language, style), `${iso} ${zone} ${language} ${style}`).toBe(
        text,
      );
    }
    expect(dateText("not a date", "Asia/Seoul", "en", "full")).toBeNull();
  });

  it("writes plain spaces, whatever space the runtime's ICU puts before AM and PM", () => {
    for (const language of LANGUAGES) {
      for (const style of ["full", "short", "weekday", "day"] as const) {
        expect(dateText(at, "Europe/Berlin", language, style)).not.toMatch(/[\u00a0\u202f]/);
      }
    }
  });

  it("names the zone of a date that is not Korea's in the reader's language", () => {
    for (const [iso, zone, language, text] of NOTED_CASES) {
      expect(eventDateText(iso, zone, language), `${zone} ${language}`).toBe(text);
    }
  });
});

describe("the web app's date functions follow the reader's language", () => {
  it("write Korean by default and English once the reader reads in English", () => {
    expect(formatDateTime(at)).toBe("2026년 12월 19일 토 오후 7:00");
    readIn("en");
    expect(formatDateTime(at)).toBe("Sat, Dec 19, 2026, 7:00 PM");
    expect(formatShortDateTime(at, "Europe/Berlin")).toBe("Dec 19, 11:00 AM");
    expect(formatDate(at)).toBe("Dec 19, 2026");
    expect(formatDateTime(null)).toBe("-");
    expect(formatShortDateTime("not a date")).toBe("-");
    // A language given outright wins over the reader's.
    expect(formatShortDateTime(at, "Asia/Seoul", "ko")).toBe("12월 19일 오후 7:00");
  });

  it("name the zone in English by its city, even from the invite snapshot's Korean name", () => {
    readIn("en");
    // The snapshot carries the Korean name ('베를린'); an English reader gets the city.
    expect(formatEventDateTime(at, "Europe/Berlin", "베를린")).toBe(
      "Sat, Dec 19, 2026, 11:00 AM (Berlin time)",
    );
    expect(formatEventDateTime(at, "Europe/Berlin", zoneName("Europe/Berlin"))).toBe(
      "Sat, Dec 19, 2026, 11:00 AM (Berlin time)",
    );
    expect(formatEventDateTime(at, "Asia/Seoul", "한국")).toBe("Sat, Dec 19, 2026, 7:00 PM");
    expect(formatEventDay(at, "America/Los_Angeles")).toBe("Dec 19, 2026 (Los Angeles time)");
    expect(formatEventDay(at, null)).toBe("Dec 19, 2026");
  });

  it("keep the Korean names of zones for a Korean reader", () => {
    expect(formatEventDateTime(at, "Europe/Berlin", "베를린")).toBe(
      "2026년 12월 19일 토 오전 11:00 (베를린 시간)",
    );
    expect(formatEventDay(at, "Asia/Kolkata")).toBe("2026년 12월 19일 (인도 시간)");
    expect(zoneNote("UTC")).toBe("협정 세계시 시간");
    expect(zoneNote("Asia/Seoul")).toBe("");
  });
});

describe("zones' names", () => {
  it("are, in English, the IANA city the invite page writes without the table", () => {
    // Every zone, so each English name in the dates catalog is its zone's city (the runtime lists
    // some by their older names: Asia/Calcutta, Asia/Saigon).
    const zones = [
      ...Intl.supportedValuesOf("timeZone"),
      "UTC",
      "Asia/Kolkata",
      "Asia/Ho_Chi_Minh",
    ];
    for (const zone of zones) {
      expect(zoneName(zone, "en"), zone).toBe(cityOf(zone));
    }
    expect(zoneName("Asia/Kolkata", "ko")).toBe("인도");
    expect(zoneName("Europe/Zurich", "ko")).toBe("Zurich");
    expect(zoneNote("Europe/Berlin", "en")).toBe("Berlin time");
  });
});
