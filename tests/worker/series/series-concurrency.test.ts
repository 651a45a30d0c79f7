import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { publicView, submit } from "../../support/worker/events";
import { createSeries, datesOf, readSeries, sweepRuns } from "../../support/worker/series";

/**
 * Series under real concurrent requests (decision 0069): sweeps racing make each date once,
 * and members standing at the same moment each get a place of their own in the standing order,
 * which every later meeting follows.
 */

const DAY = 86_400_000;

describe("a series under concurrent requests", () => {
  it("makes each date once when sweeps race", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
    const owner = await newUser();
    const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU,TH", {
      event_date: "2026-12-08T10:30:00.000Z",
    });
    // Within the organiser's token's 8 days: a week's dates come due.
    clock.pass(7 * DAY);
    await Promise.all([sweepRuns(), sweepRuns(), sweepRuns(), sweepRuns()]);
    const dates = datesOf(await readSeries(owner.token, first.series_id ?? ""));
    expect(new Set(dates).size).toBe(dates.length);
    // Tuesdays and Thursdays, from the first through 8 weeks past the moved clock.
    expect(dates.length).toBe(18);
  });

  it("gives members standing at once each their own place, kept in every later meeting", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
    const owner = await newUser();
    const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
      event_date: "2026-12-08T10:30:00.000Z",
      max_participants: 3,
    });
    const seriesId = first.series_id ?? "";
    const names = ["가", "나", "다", "라", "마", "바"];
    const replies = await Promise.all(
      names.map((name) =>
        submit(first.id, { name, standing: true } as Parameters<typeof submit>[1]),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(names.map(() => 201));
    const series = await readSeries(owner.token, seriesId);
    const order = series.standing.map((s) => s.name);
    expect([...order].sort()).toEqual([...names].sort());
    for (const occurrence of series.occurrences.slice(1)) {
      const view = await publicView(occurrence.id);
      // The standing order is each later meeting's order: the first three seated, three waiting.
      expect(view.responses.map((r) => r.name)).toEqual(order);
      expect(view.responses.map((r) => r.status)).toEqual([
        "attending",
        "attending",
        "attending",
        "waiting",
        "waiting",
        "waiting",
      ]);
    }
  });
});
