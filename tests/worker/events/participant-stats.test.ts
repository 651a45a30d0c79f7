import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, mirrorFlushesSettled, submit } from "../../support/worker/events";

interface Stats {
  average_attendance_rate: number;
  data: {
    name: string;
    attendance_rate: number;
    attending_count: number;
    last_response_time_zone: string | null;
  }[];
}

const statsOf = async (token: string) =>
  (await (await api("/events/participants/stats", { token })).json()) as Stats;

const rateOf = (stats: Stats, name: string) =>
  stats.data.find((person) => person.name === name)?.attendance_rate;

describe("GET /events/participants/stats and waiting lists", () => {
  it("counts a rate over what people answered: waiting is neither yes nor no", async () => {
    const owner = await newUser();
    const full = await createEvent(owner.token, { max_participants: 1 });
    const open = await createEvent(owner.token);
    expect((await submit(full.id, { name: "민수", status: "attending" })).status).toBe(201);
    // 지연 asked for a seat in the full event and waits; 서준 only ever waited.
    expect((await submit(full.id, { name: "지연", status: "attending" })).status).toBe(201);
    expect((await submit(full.id, { name: "서준", status: "attending" })).status).toBe(201);
    expect((await submit(open.id, { name: "민수", status: "not_attending" })).status).toBe(201);
    expect((await submit(open.id, { name: "지연", status: "attending" })).status).toBe(201);
    await mirrorFlushesSettled(env, full.id);
    await mirrorFlushesSettled(env, open.id);

    const stats = await statsOf(owner.token);
    expect(rateOf(stats, "민수")).toBe(0.5);
    expect(rateOf(stats, "지연")).toBe(1);
    expect(rateOf(stats, "서준")).toBe(0);
    // The average is over the two who answered something: (0.5 + 1) / 2.
    expect(stats.average_attendance_rate).toBeCloseTo(0.75);
  });

  it("names the zone of the event each person last answered, whose clock their date is read on", async () => {
    const owner = await newUser();
    const seoul = await createEvent(owner.token);
    const berlin = await createEvent(owner.token, { time_zone: "Europe/Berlin" });
    expect((await submit(berlin.id, { name: "민지", status: "maybe" })).status).toBe(201);
    expect((await submit(seoul.id, { name: "민수", status: "attending" })).status).toBe(201);
    await mirrorFlushesSettled(env, berlin.id);
    await mirrorFlushesSettled(env, seoul.id);
    // 민수 now answers the Berlin event later than his Seoul answer: his latest is Berlin's.
    expect((await submit(berlin.id, { name: "민수", status: "attending" })).status).toBe(201);
    await mirrorFlushesSettled(env, berlin.id);

    const stats = await statsOf(owner.token);
    const zoneOf = (name: string) =>
      stats.data.find((person) => person.name === name)?.last_response_time_zone;
    expect(zoneOf("민지")).toBe("Europe/Berlin");
    expect(zoneOf("민수")).toBe("Europe/Berlin");
  });
});
