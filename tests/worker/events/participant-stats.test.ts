import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { checkIn } from "../../support/worker/door";
import { createEvent, mirrorFlushesSettled, modify, submit } from "../../support/worker/events";

interface Stats {
  average_attendance_rate: number;
  average_no_show_rate: number | null;
  data: {
    name: string;
    attendance_rate: number;
    attending_count: number;
    no_show_count: number;
    no_show_rate: number | null;
    last_response_time_zone: string | null;
  }[];
}

/** Submits and answers the new response's id. */
const answer = async (eventId: string, name: string, status: "attending" | "not_attending") => {
  const res = await submit(eventId, { name, status });
  expect(res.status).toBe(201);
  return ((await res.json()) as { response: { id: string } }).response.id;
};

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

  it("counts as participants only people attending somewhere, and everyone who answered apart", async () => {
    const owner = await newUser();
    const full = await createEvent(owner.token, { max_participants: 2 });
    const other = await createEvent(owner.token);
    // Six answered: 민수 and 지연 attend the full event, 하준 attends the other; 서준 waits,
    // 민지 will not come, 유나 may.
    for (const name of ["민수", "지연", "서준"]) {
      expect((await submit(full.id, { name, status: "attending" })).status).toBe(201);
    }
    await answer(other.id, "민지", "not_attending");
    expect((await submit(other.id, { name: "유나", status: "maybe" })).status).toBe(201);
    await answer(other.id, "하준", "attending");
    await mirrorFlushesSettled(env, full.id);
    await mirrorFlushesSettled(env, other.id);
    const stats = (await statsOf(owner.token)) as Stats & {
      total_participants: number;
      count: number;
    };
    expect(stats.total_participants).toBe(3);
    expect(stats.count).toBe(6);
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

  it("counts no-shows only at events that used check-in: attending and never checked in", async () => {
    const owner = await newUser();
    const door = await createEvent(owner.token, { title: "입장 확인한 모임" });
    const plain = await createEvent(owner.token, { title: "확인 없는 모임" });
    const came = await answer(door.id, "민수", "attending");
    await answer(door.id, "지연", "attending");
    await answer(door.id, "서준", "not_attending");
    const left = await answer(door.id, "하은", "attending");
    // 지연 came to nothing at the door event; at the plain one nobody was checked, so her
    // attending answer there says nothing about whether she came.
    await answer(plain.id, "지연", "attending");
    await answer(plain.id, "민수", "attending");
    for (const id of [came, left]) {
      expect((await checkIn(owner.token, door.id, id)).status).toBe(200);
    }
    // 하은 was checked in, then said she would not come: her check-in counts for nothing.
    expect(
      (await modify(door.id, "하은", { password: "1234", status: "not_attending" })).status,
    ).toBe(200);
    await mirrorFlushesSettled(env, door.id);
    await mirrorFlushesSettled(env, plain.id);

    const stats = await statsOf(owner.token);
    const noShow = (name: string) => {
      const person = stats.data.find((p) => p.name === name);
      return [person?.no_show_count, person?.no_show_rate];
    };
    expect(noShow("민수")).toEqual([0, 0]);
    expect(noShow("지연")).toEqual([1, 1]);
    expect(noShow("서준")).toEqual([0, null]);
    expect(noShow("하은")).toEqual([0, null]);
    // Over the two who have a rate: (0 + 1) / 2.
    expect(stats.average_no_show_rate).toBeCloseTo(0.5);
  });

  it("has no no-show rate for anyone before an event used check-in", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await answer(event.id, "민지", "attending");
    await mirrorFlushesSettled(env, event.id);
    const stats = await statsOf(owner.token);
    expect(stats.data).toMatchObject([{ name: "민지", no_show_count: 0, no_show_rate: null }]);
    expect(stats.average_no_show_rate).toBeNull();
  });
});
