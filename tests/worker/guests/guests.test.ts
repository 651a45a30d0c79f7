import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, modify, publicView, submit } from "../../support/worker/events";

async function event(max: number | null, maxGuests: number) {
  const { token } = await newUser();
  return { token, ...(await createEvent(token, { max_participants: max, max_guests: maxGuests })) };
}

const statuses = async (eventId: string) =>
  Object.fromEntries((await publicView(eventId)).responses.map((r) => [r.name, r.status]));

describe("guests", () => {
  it("are off by default and set per event, from 0 to 10", async () => {
    const { token, id } = await event(5, 0);
    expect((await publicView(id)).max_guests).toBe(0);
    const put = (max_guests: unknown) =>
      api(`/events/${id}`, { method: "PUT", token, json: { max_guests } });
    expect((await put(3)).status).toBe(200);
    expect((await publicView(id)).max_guests).toBe(3);
    for (const bad of [-1, 11, 1.5, "2"]) expect((await put(bad)).status).toBe(422);
    expect((await publicView(id)).max_guests).toBe(3);
  });

  it("beyond the event's max_guests are a 422 on the guests field, and nothing is stored", async () => {
    const { id } = await event(5, 2);
    const res = await submit(id, { name: "민지", guests: 3 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[]; type: string }[] };
    expect(body.detail[0]).toMatchObject({ loc: ["body", "guests"], type: "too_many_guests" });
    expect((await publicView(id)).responses).toEqual([]);
    const none = await event(5, 0);
    expect((await submit(none.id, { name: "민지", guests: 1 })).status).toBe(422);
  });

  it("take seats: a party attends whole or waits whole, and nobody passes the head of the queue", async () => {
    const { id } = await event(5, 3);
    const reply = await (await submit(id, { name: "민지", guests: 2 })).json();
    expect(reply).toMatchObject({ response: { status: "attending", guests: 2 } });
    // Two seats are free, but a party of three is never split: it waits whole.
    const party = await (await submit(id, { name: "하준", guests: 2 })).json();
    expect(party).toMatchObject({ response: { status: "waiting" }, waiting_position: 1 });
    // Strict order: one person alone would fit, but waits behind the party.
    await submit(id, { name: "서연" });
    const view = await publicView(id);
    expect(view.attending_count).toBe(1);
    expect(view.attending_seats).toBe(3);
    // Two responses wait, four people: the party of three and 서연.
    expect(view.waiting_count).toBe(2);
    expect(view.waiting_seats).toBe(4);
    expect(await statuses(id)).toEqual({ 민지: "attending", 하준: "waiting", 서연: "waiting" });

    // 민지's party leaves: the head (3 seats) and then 서연 (1) fit into 5.
    const left = await (await cancel(id, "민지")).json();
    expect(left).toMatchObject({ promoted: ["하준", "서연"] });
    expect(await publicView(id)).toMatchObject({ attending_seats: 4, waiting_seats: 0 });
  });

  it("raised while full are refused; lowered, they free seats that the queue takes", async () => {
    const { id } = await event(4, 3);
    await submit(id, { name: "민지", guests: 1 });
    await submit(id, { name: "하준", guests: 1 });
    await submit(id, { name: "서연" });
    expect(await statuses(id)).toMatchObject({ 서연: "waiting" });

    const raise = await modify(id, "민지", { password: "1234", guests: 2 });
    expect(raise.status).toBe(400);
    expect(((await raise.json()) as { code: string }).code).toBe("event_full");
    expect((await publicView(id)).attending_seats).toBe(4);

    const lower = await (await modify(id, "민지", { password: "1234", guests: 0 })).json();
    expect(lower).toMatchObject({
      response: { guests: 0, status: "attending" },
      promoted: ["서연"],
    });
    expect((await publicView(id)).attending_seats).toBe(4);
  });

  it("raised while seats are free are taken; a waiting party that shrinks to fit gets in", async () => {
    const { id } = await event(4, 3);
    await submit(id, { name: "민지" });
    const raise = await modify(id, "민지", { password: "1234", guests: 2 });
    expect(raise.status).toBe(200);
    await submit(id, { name: "하준", guests: 1 });
    expect(await statuses(id)).toMatchObject({ 하준: "waiting" });
    const shrink = await (await modify(id, "하준", { password: "1234", guests: 0 })).json();
    expect(shrink).toMatchObject({
      response: { status: "attending", guests: 0 },
      promoted: ["하준"],
    });
    expect((await publicView(id)).attending_seats).toBe(4);
  });

  it("count in the organiser's statistics as seats beside people, attending and waiting", async () => {
    const { token, id } = await event(5, 3);
    await submit(id, { name: "민지", guests: 3 });
    await submit(id, { name: "하준" });
    await submit(id, { name: "서연", status: "maybe", guests: 2 });
    await submit(id, { name: "도윤", guests: 2 });
    await submit(id, { name: "지아" });
    const stats = await (await api(`/events/${id}/stats`, { token })).json();
    expect(stats).toMatchObject({
      attending_count: 2,
      attending_seats: 5,
      waiting_count: 2,
      waiting_seats: 4,
      maybe_count: 1,
    });
  });
});
