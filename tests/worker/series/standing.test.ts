import { describe, expect, it } from "vitest";
import { api, newUser, tokenFor } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { createEvent, modify, publicView, submit } from "../../support/worker/events";
import { roomCallFailsAt } from "../../support/worker/room-syncs";
import { createSeries, readSeries, sweepRuns } from "../../support/worker/series";

/**
 * '매번 참석' (decision 0069) through HTTP: a standing answer answers every later occurrence
 * as an ordinary submission under its capacity and queue, in the order standing answers were
 * made; one meeting can be skipped, and stopping withdraws what it answered ahead.
 */

const DAY = 86_400_000;
/** A Tuesday at 19:30 in Seoul, a few days ahead of the clock the test sets. */
const CLOCK = "2026-12-05T00:00:00Z";
const FIRST = "2026-12-08T10:30:00.000Z";

async function weeklySeries(max: number | null = null, guests = 0) {
  const clock = testClock();
  clock.pass(Date.parse(CLOCK) - Date.now());
  const owner = await newUser();
  const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
    event_date: FIRST,
    max_participants: max,
    max_guests: guests,
  });
  const series = await readSeries(owner.token, first.series_id ?? "");
  return { clock, owner, first, series, ids: series.occurrences.map((o) => o.id) };
}

const stand = (eventId: string, name: string, guests = 0) =>
  submit(eventId, { name, guests, standing: true } as Parameters<typeof submit>[1]);

const statusesOf = async (eventId: string) =>
  (await publicView(eventId)).responses.map((r) => `${r.name}:${r.status}`);

describe("standing answers", () => {
  it("answers every later occurrence, under its capacity, queueing in the order they were made", async () => {
    const { ids, owner, first } = await weeklySeries(3, 1);
    const [one, two, three] = ids as [string, string, string];
    // 철수 answers the first meeting by hand, before anyone stands; he stands only later.
    expect((await submit(one, { name: "철수" })).status).toBe(201);
    const a = await stand(one, "영희", 1);
    expect(a.status).toBe(201);
    expect(((await a.json()) as { standing: boolean }).standing).toBe(true);
    expect((await stand(one, "민수")).status).toBe(201);
    const later = await modify(one, "철수", { password: "1234", standing: true });
    expect(later.status).toBe(200);
    expect(((await later.json()) as { standing: boolean }).standing).toBe(true);
    // The first meeting in hand order: 철수, 영희 and her guest fill it; 민수 waits.
    expect(await statusesOf(one)).toEqual(["철수:attending", "영희:attending", "민수:waiting"]);
    // Every later one in standing order: 영희 (2 seats), 민수, then 철수 waits.
    for (const id of [two, three]) {
      expect(await statusesOf(id)).toEqual(["영희:attending", "민수:attending", "철수:waiting"]);
    }
    const series = await readSeries(owner.token, first.series_id ?? "");
    expect(series.standing.map((s) => [s.name, s.guests])).toEqual([
      ["영희", 1],
      ["민수", 0],
      ["철수", 0],
    ]);
    expect(series.occurrences[1]).toMatchObject({ attending_count: 2, waiting_count: 1 });
  });

  it("answers each occurrence the sweep makes later, in the same order", async () => {
    const { clock, ids, owner, first } = await weeklySeries(1);
    await stand(ids[0] ?? "", "영희");
    await stand(ids[0] ?? "", "민수");
    const before = ids.length;
    clock.pass(7 * DAY);
    await sweepRuns();
    const series = await readSeries(owner.token, first.series_id ?? "");
    const made = series.occurrences.slice(before);
    expect(made.length).toBeGreaterThan(0);
    for (const occurrence of made) {
      expect(await statusesOf(occurrence.id)).toEqual(["영희:attending", "민수:waiting"]);
    }
  });

  it("skips one meeting ('이번엔 못 가요') without stopping, and the queue moves", async () => {
    const { ids } = await weeklySeries(1);
    const [one, two, three] = ids as [string, string, string];
    await stand(one, "영희");
    await stand(one, "민수");
    const skipped = await modify(two, "영희", { password: "1234", status: "not_attending" });
    expect(skipped.status).toBe(200);
    expect(((await skipped.json()) as { standing: boolean }).standing).toBe(true);
    expect(await statusesOf(two)).toEqual(["영희:not_attending", "민수:attending"]);
    expect(await statusesOf(three)).toEqual(["영희:attending", "민수:waiting"]);
  });

  it("stops from one meeting: that answer stays, later ones are withdrawn, none made after", async () => {
    const { clock, ids } = await weeklySeries();
    const [one, two, three] = ids as [string, string, string];
    await stand(one, "영희");
    const stopped = await modify(two, "영희", { password: "1234", standing: false });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { standing: boolean }).standing).toBe(false);
    expect(await statusesOf(one)).toEqual(["영희:attending"]);
    expect(await statusesOf(two)).toEqual(["영희:attending"]);
    expect(await statusesOf(three)).toEqual([]);
    clock.pass(7 * DAY);
    await sweepRuns();
    const last = ids.at(-1) ?? "";
    expect(await statusesOf(last)).toEqual([]);
  });

  it("is refused on a one-off event and for a name already standing, changing nothing", async () => {
    const { ids } = await weeklySeries();
    const owner = await newUser();
    const single = await createEvent(owner.token);
    const refused = await stand(single.id, "영희");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      detail: [{ loc: ["body", "standing"], type: "standing_not_series" }],
    });
    expect(await statusesOf(single.id)).toEqual([]);
    await stand(ids[0] ?? "", "영희");
    const again = await stand(ids[1] ?? "", "영희");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "standing_exists" });
    // The second meeting still has the one answer the first standing made.
    expect(await statusesOf(ids[1] ?? "")).toEqual(["영희:attending"]);
  });

  it("says whether a response stands on its personal link, and stops from there", async () => {
    const { ids } = await weeklySeries();
    const [one, two, three] = ids as [string, string, string];
    await stand(one, "영희");
    const made = await api(`/events/${two}/my-link`, {
      method: "POST",
      json: { name: "영희", password: "1234" },
    });
    const { key } = (await made.json()) as { key: string };
    const read = await api(`/events/${two}/my-response`, { headers: { "X-Response-Key": key } });
    expect(((await read.json()) as { standing: boolean }).standing).toBe(true);
    const stop = await api(`/events/${two}/my-response`, {
      method: "PUT",
      headers: { "X-Response-Key": key },
      json: { standing: false },
    });
    expect(stop.status).toBe(200);
    expect(await statusesOf(three)).toEqual([]);
  });
});

describe("a standing answer's submit retried", () => {
  it("gets the same reply under its Idempotency-Key, standing once", async () => {
    const { ids, owner, first } = await weeklySeries();
    const body = { name: "영희", standing: true } as Parameters<typeof submit>[1];
    const headers = { "Idempotency-Key": "retry-1" };
    const a = await submit(ids[0] ?? "", body, headers);
    const b = await submit(ids[0] ?? "", body, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ra, rb] = (await Promise.all([a.json(), b.json()])) as {
      standing: boolean;
      response: { id: string };
    }[];
    expect(rb?.response.id).toBe(ra?.response.id);
    expect(rb?.standing).toBe(true);
    const series = await readSeries(owner.token, first.series_id ?? "");
    expect(series.standing.map((s) => s.name)).toEqual(["영희"]);
    expect(await statusesOf(ids[1] ?? "")).toEqual(["영희:attending"]);
  });
});

describe("a series whose rule has ended", () => {
  it("forgets its standing answers once its last meeting's retention is over", async () => {
    const clock = testClock();
    clock.pass(Date.parse(CLOCK) - Date.now());
    const owner = await newUser();
    const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU;COUNT=2", {
      event_date: FIRST,
      retention_days: 7,
    });
    await stand(first.id, "영희");
    const seriesId = first.series_id ?? "";
    expect((await readSeries(owner.token, seriesId)).standing).toHaveLength(1);
    // The last meeting is a week after the first; its retention a week after that.
    clock.pass(Date.parse(FIRST) - Date.now() + 7 * DAY + 6 * DAY);
    await sweepRuns();
    const signedIn = await tokenFor(owner.email, owner.password);
    expect((await readSeries(signedIn, seriesId)).standing).toHaveLength(1);
    clock.pass(2 * DAY);
    await sweepRuns();
    expect((await readSeries(signedIn, seriesId)).standing).toEqual([]);
  });
});

describe("a standing answer a lost call interrupted", () => {
  it("leaves its claim on the meeting it missed, which the sweep answers", async () => {
    const { ids } = await weeklySeries();
    const [one, two, three] = ids as [string, string, string];
    await roomCallFailsAt(three, "onEvent");
    expect((await stand(one, "영희")).status).toBe(201);
    expect(await statusesOf(two)).toEqual(["영희:attending"]);
    expect(await statusesOf(three)).toEqual([]);
    await sweepRuns();
    expect(await statusesOf(three)).toEqual(["영희:attending"]);
  });
});

describe("'매번 참석' asked with a change", () => {
  it("is refused before the change when another stands under the name, changing nothing", async () => {
    const { ids } = await weeklySeries();
    const [one, two] = ids as [string, string];
    // 영희 stands from the second meeting; another 영희 answered the first by hand.
    await stand(two, "영희");
    await submit(one, { name: "영희", password: "9999" });
    const refused = await modify(one, "영희", {
      password: "9999",
      status: "not_attending",
      standing: true,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "standing_exists" });
    expect(await statusesOf(one)).toEqual(["영희:attending"]);
  });
});

describe("'매번 참석' asked with a change by personal link", () => {
  it("is refused before the change when another stands under the name, changing nothing", async () => {
    const { ids } = await weeklySeries();
    const [one, two] = ids as [string, string];
    await stand(two, "영희");
    await submit(one, { name: "영희", password: "9999" });
    const made = await api(`/events/${one}/my-link`, {
      method: "POST",
      json: { name: "영희", password: "9999" },
    });
    const { key } = (await made.json()) as { key: string };
    const refused = await api(`/events/${one}/my-response`, {
      method: "PUT",
      headers: { "X-Response-Key": key },
      json: { status: "not_attending", standing: true },
    });
    expect(refused.status).toBe(409);
    expect(await statusesOf(one)).toEqual(["영희:attending"]);
  });
});
