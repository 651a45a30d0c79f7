import { describe, expect, it } from "vitest";
import { dateText } from "../../../worker/i18n/dates";
import { eventDateText } from "../../../worker/lib/event-date-text";
import { DATE_CASES, NOTED_CASES } from "./date-cases";

/**
 * The same cases as the web test's, in workerd: a page the Worker renders writes its dates
 * exactly as the browser that takes it over does, in either language.
 */
describe("the Worker writes dates as the browser does", () => {
  it("in each style and language, on the event's clock", () => {
    for (const [iso, zone, language, style, text] of DATE_CASES) {
      expect(dateText(iso, zone, language, style), `${iso} ${zone} ${language} ${style}`).toBe(
        text,
      );
    }
  });

  it("with the zone's note in the reader's language, for previews, notices and mails", () => {
    for (const [iso, zone, language, text] of NOTED_CASES) {
      expect(eventDateText(iso, zone, language), `${zone} ${language}`).toBe(text);
    }
    // Without a language: the page's, Korean outside one.
    expect(eventDateText("2026-12-19T10:00:00Z", "Europe/Berlin")).toBe(
      "12월 19일 (토) 오전 11:00 (베를린 시간)",
    );
    expect(eventDateText("not a date", "Europe/Berlin", "en")).toBe("");
  });
});
