import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, mirrorFlushesSettled, submit } from "../../support/worker/events";

interface Stats {
  average_attendance_rate: number;
  data: { name: string; attendance_rate: number; attending_count: number }[];
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
});
