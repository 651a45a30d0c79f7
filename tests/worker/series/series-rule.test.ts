import { describe, expect, it } from "vitest";
import { api, newUser, tokenFor } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { createSeries, datesOf, readSeries, sweepRuns } from "../../support/worker/series";

/**
 * The rule of a repeating event through `POST /events/`: what it refuses (a 422 on
 * `recurrence`, nothing made) and the dates it makes, on the event's wall clock.
 */

const START = "2026-12-01T10:30:00.000Z"; // a Tuesday, 19:30 in Seoul

describe("a series' rule", () => {
  it.each([
    ["FREQ=DAILY", "recurrence_freq"],
    ["FREQ=YEARLY;BYMONTH=3", "recurrence_part_unknown"],
    ["FREQ=WEEKLY;INTERVAL=5", "recurrence_interval"],
    ["FREQ=WEEKLY;INTERVAL=0", "recurrence_interval"],
    ["FREQ=WEEKLY;BYDAY=XX", "recurrence_byday"],
    ["FREQ=WEEKLY;BYDAY=2TU", "recurrence_byday"],
    ["FREQ=MONTHLY;BYDAY=TU", "recurrence_byday"],
    ["FREQ=MONTHLY;BYDAY=2TU,4TU", "recurrence_byday"],
    ["FREQ=MONTHLY;BYMONTHDAY=32", "recurrence_bymonthday"],
    ["FREQ=MONTHLY;BYDAY=2TU;BYMONTHDAY=3", "recurrence_monthly_needs_one"],
    ["FREQ=WEEKLY;COUNT=53", "recurrence_count"],
    ["FREQ=WEEKLY;UNTIL=20270231", "recurrence_until"],
    ["FREQ=WEEKLY;COUNT=3;UNTIL=20270101", "recurrence_count_and_until"],
    ["FREQ=WEEKLY;FREQ=MONTHLY", "recurrence_part_repeated"],
    ["every tuesday", "recurrence_syntax"],
    ["FREQ=WEEKLY;BYDAY=TU;UNTIL=20261101", "recurrence_no_date"],
  ])("refuses %s with %s, making nothing", async (recurrence, type) => {
    testClock();
    const { token } = await newUser();
    const res = await api("/events/", {
      method: "POST",
      token,
      json: { title: "스터디", event_date: START, recurrence },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[]; type: string }[] };
    expect(body.detail[0]).toMatchObject({ loc: ["body", "recurrence"], type });
    const list = (await (await api("/events/", { token })).json()) as { count: number };
    expect(list.count).toBe(0);
    const series = (await (await api("/series/", { token })).json()) as { data: unknown[] };
    expect(series.data).toHaveLength(0);
  });

  it("makes every Tuesday of the next 8 weeks, answering the first with its series", async () => {
    testClock();
    const { token } = await newUser();
    const first = await createSeries(token, "FREQ=WEEKLY;BYDAY=TU", { event_date: START });
    expect(first.event_date).toBe(START);
    expect(first.series_id).toEqual(expect.any(String));
    const series = await readSeries(token, first.series_id ?? "");
    expect(series.recurrence).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(series.first_date).toBe(START);
    const dates = datesOf(series);
    // Now is real time here: every Tuesday 19:30 KST from the first, up to 8 weeks ahead.
    expect(dates[0]).toBe(START);
    for (const [at, date] of dates.entries()) {
      expect(Date.parse(date) - Date.parse(START)).toBe(at * 7 * 86_400_000);
    }
    expect(Date.parse(dates.at(-1) ?? "")).toBeLessThan(Date.now() + 8 * 7 * 86_400_000);
    expect(series.occurrences.every((o) => o.title === "화요 스터디")).toBe(true);
  });

  it("keeps 19:30 in New York across the change to daylight time", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2027-02-20T00:00:00Z") - Date.now());
    const { token } = await newUser();
    // Tuesdays at 19:30 in New York: EST (-05:00) until 2027-03-14, EDT (-04:00) after.
    const first = await createSeries(token, "FREQ=WEEKLY;BYDAY=TU;COUNT=5", {
      event_date: "2027-03-02T19:30:00-05:00",
      time_zone: "America/New_York",
    });
    const dates = datesOf(await readSeries(token, first.series_id ?? ""));
    expect(dates).toEqual([
      "2027-03-03T00:30:00.000Z",
      "2027-03-10T00:30:00.000Z",
      "2027-03-16T23:30:00.000Z",
      "2027-03-23T23:30:00.000Z",
      "2027-03-30T23:30:00.000Z",
    ]);
  });

  it("keeps 19:30 in Seoul on the second Tuesday, topped up as the clock moves", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2026-12-01T00:00:00Z") - Date.now());
    const user = await newUser();
    const { token } = user;
    const first = await createSeries(token, "FREQ=MONTHLY;BYDAY=2TU;COUNT=3", {
      event_date: "2026-12-08T19:30:00+09:00",
    });
    const seriesId = first.series_id ?? "";
    // The second Tuesdays of December and January: the 8 weeks ahead hold two.
    expect(datesOf(await readSeries(token, seriesId))).toEqual([
      "2026-12-08T10:30:00.000Z",
      "2027-01-12T10:30:00.000Z",
    ]);
    // A week on, nothing new is due yet; once February's comes within 8 weeks, it is made.
    clock.pass(7 * 86_400_000);
    await sweepRuns();
    expect(datesOf(await readSeries(token, seriesId))).toHaveLength(2);
    clock.pass(Date.parse("2026-12-16T00:00:00Z") - Date.now());
    await sweepRuns();
    const signedInAgain = await tokenFor(user.email, user.password);
    expect(datesOf(await readSeries(signedInAgain, seriesId))).toEqual([
      "2026-12-08T10:30:00.000Z",
      "2027-01-12T10:30:00.000Z",
      "2027-02-09T10:30:00.000Z",
    ]);
    // COUNT=3: the rule has ended, and the sweep makes nothing more, however long it runs.
    // (Read from the public feed: the organiser's token has long expired by then.)
    clock.pass(120 * 86_400_000);
    await sweepRuns();
    const feed = await (await api(`/series/${seriesId}/calendar.ics`)).text();
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });
});
