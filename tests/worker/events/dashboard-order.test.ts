import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function listedTitles(token: string, skip = 0, limit = 10): Promise<string[]> {
  const res = await api(`/events/?skip=${skip}&limit=${limit}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { title: string }[] }).data.map((event) => event.title);
}

describe("GET /events/ (the dashboard's list)", () => {
  it("lists upcoming events first, soonest on top, then past ones, most recent first", async () => {
    const { token } = await newUser();
    // Created out of order, so neither creation order nor plain date order gives the answer.
    for (const [title, days] of [
      ["지난달", -30],
      ["다음 달", 30],
      ["어제", -1],
      ["내일", 1],
      ["작년", -365],
      ["다음 주", 7],
    ] as const) {
      await createEvent(token, { title, event_date: daysFromNow(days), deadline_date: null });
    }

    expect(await listedTitles(token)).toEqual([
      "내일",
      "다음 주",
      "다음 달",
      "어제",
      "지난달",
      "작년",
    ]);
  });

  it("keeps that order across pages, so the soonest events are on the first page", async () => {
    const { token } = await newUser();
    for (const [title, days] of [
      ["지난 일", -2],
      ["먼 일", 60],
      ["가까운 일", 2],
    ] as const) {
      await createEvent(token, { title, event_date: daysFromNow(days), deadline_date: null });
    }

    expect(await listedTitles(token, 0, 2)).toEqual(["가까운 일", "먼 일"]);
    expect(await listedTitles(token, 2, 2)).toEqual(["지난 일"]);
  });
});
