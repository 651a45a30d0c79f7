import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import {
  cancel,
  createEvent,
  type EventInput,
  modify,
  publicView,
  roomStub,
  type SubmitReply,
  submit,
} from "../../support/worker/events";

/** The Worker tests' offer hour (vitest.worker.config.ts TEST_HOUR_SECONDS). */
const HOUR_MS = 1000;

async function offerEvent(max: number | null, input: EventInput = {}) {
  const { token } = await newUser();
  const event = await createEvent(token, {
    max_participants: max,
    promotion: "offer",
    offer_hours: 72,
    ...input,
  });
  return { token, id: event.id };
}

const statuses = async (eventId: string) =>
  Object.fromEntries((await publicView(eventId)).responses.map((r) => [r.name, r.status]));

/** A reply's body, after checking its status: 201 for a new response, 200 for a change. */
const reply = async (res: Response, status = 200) => {
  expect(res.status).toBe(status);
  return (await res.json()) as SubmitReply;
};

/** Submits in order, each after the last was answered, so the queue's order is the list's. */
async function signUp(eventId: string, names: string[]) {
  for (const name of names) expect((await submit(eventId, { name })).status).toBe(201);
}

describe("the promotion policy", () => {
  it("is instant by default, and an event may offer seats for 1 to 72 hours instead", async () => {
    const { token } = await newUser();
    const { id } = await createEvent(token, { max_participants: 2 });
    expect(await publicView(id)).toMatchObject({ promotion: "instant", offer_hours: 24 });
    const put = (json: Record<string, unknown>) =>
      api(`/events/${id}`, { method: "PUT", token, json });
    expect((await put({ promotion: "offer", offer_hours: 6 })).status).toBe(200);
    expect(await publicView(id)).toMatchObject({ promotion: "offer", offer_hours: 6 });
    for (const bad of [
      { promotion: "later" },
      { offer_hours: 0 },
      { offer_hours: 73 },
      { offer_hours: 1.5 },
      { offer_hours: "3" },
    ]) {
      expect((await put(bad)).status).toBe(422);
    }
    expect(await publicView(id)).toMatchObject({ promotion: "offer", offer_hours: 6 });
  });

  it("is the room's to give: asking for offered is a 422, and nothing is stored", async () => {
    const { id } = await offerEvent(1);
    await submit(id, { name: "민지" });
    const asked = await api(`/events/${id}/submit`, {
      method: "POST",
      json: { name: "하준", password: "1234", status: "offered" },
    });
    expect(asked.status).toBe(422);
    const changed = await modify(id, "민지", { password: "1234", status: "offered" });
    expect(changed.status).toBe(422);
    expect(await statuses(id)).toEqual({ 민지: "attending" });
  });

  it("keeps instant promotion as it was: a freed seat is taken at once", async () => {
    const { token } = await newUser();
    const { id } = await createEvent(token, { max_participants: 1 });
    await signUp(id, ["민지", "하준"]);
    const left = await reply(await cancel(id, "민지"));
    expect(left).toMatchObject({ promoted: ["하준"], offered: [] });
    expect(await statuses(id)).toEqual({ 하준: "attending" });
  });
});

describe("a seat offer", () => {
  it("goes to the head of the queue and holds its seats until accepted with the password", async () => {
    const { id } = await offerEvent(2);
    await signUp(id, ["민지", "하준", "서연", "도윤"]);
    const before = Date.now();
    const left = await reply(await cancel(id, "민지"));
    expect(left.promoted).toEqual([]);
    expect(left.offered).toEqual(["서연"]);
    expect(left.message).toContain("offered a seat: 서연");

    const view = await publicView(id);
    const offer = view.responses.find((r) => r.name === "서연");
    expect(offer?.status).toBe("offered");
    const expires = Date.parse(offer?.offer_expires_at ?? "");
    expect(expires).toBeGreaterThanOrEqual(before + 72 * HOUR_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS);
    expect(view).toMatchObject({
      attending_seats: 1,
      offered_count: 1,
      offered_seats: 1,
      waiting_count: 1,
    });
    // The offer is the queue's head: listed before those still waiting.
    expect(view.responses.map((r) => r.name)).toEqual(["하준", "서연", "도윤"]);

    // The held seat is nobody else's: a newcomer waits, behind 도윤.
    const late = await reply(await submit(id, { name: "지호" }), 201);
    expect(late).toMatchObject({ response: { status: "waiting" }, waiting_position: 2 });
    // A wrong password accepts nothing.
    const wrong = await modify(id, "서연", { password: "9999", status: "attending" });
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_credentials");
    expect(await statuses(id)).toMatchObject({ 서연: "offered" });

    const accepted = await reply(
      await modify(id, "서연", { password: "1234", status: "attending" }),
    );
    expect(accepted.message).toContain("Offer accepted");
    expect(accepted.response).toMatchObject({ status: "attending", offer_expires_at: null });
    expect(await publicView(id)).toMatchObject({
      attending_seats: 2,
      offered_count: 0,
      waiting_count: 2,
    });
  });

  it("stays open through a change that does not answer it, and a declined one goes to the next", async () => {
    const { id } = await offerEvent(1);
    await signUp(id, ["민지", "하준", "서연", "도윤"]);
    await cancel(id, "민지");
    const kept = await reply(
      await modify(id, "하준", { password: "1234", message: "곧 답할게요" }),
    );
    expect(kept.response.status).toBe("offered");
    // Asking to wait keeps the offer (it is more than a place in the queue).
    const waiting = await reply(await modify(id, "하준", { password: "1234", status: "waiting" }));
    expect(waiting.response.status).toBe("offered");

    const declined = await reply(
      await modify(id, "하준", { password: "1234", status: "not_attending" }),
    );
    expect(declined).toMatchObject({ response: { status: "not_attending" }, offered: ["서연"] });
    // Deleting the response declines too.
    const deleted = await reply(await cancel(id, "서연"));
    expect(deleted.offered).toEqual(["도윤"]);
    expect(await statuses(id)).toEqual({ 하준: "not_attending", 도윤: "offered" });
  });

  it("to a party holds all its seats, and a party that does not fit blocks those behind it", async () => {
    const { id } = await offerEvent(4, { max_guests: 3 });
    await submit(id, { name: "민지", guests: 3 });
    await submit(id, { name: "하준", guests: 2 });
    await submit(id, { name: "서연" });
    await cancel(id, "민지");
    const view = await publicView(id);
    // 하준's party of three is offered three seats; 서연 is offered the fourth.
    expect(await statuses(id)).toEqual({ 하준: "offered", 서연: "offered" });
    expect(view).toMatchObject({ offered_count: 2, offered_seats: 4, attending_seats: 0 });
    // An offered party may not grow past the free seats; it may shrink, freeing one.
    const grow = await modify(id, "하준", { password: "1234", guests: 3, status: "attending" });
    expect(grow.status).toBe(400);
    expect(((await grow.json()) as { code: string }).code).toBe("event_full");
    const shrink = await reply(
      await modify(id, "하준", { password: "1234", guests: 1, status: "attending" }),
    );
    expect(shrink.response).toMatchObject({ status: "attending", guests: 1 });
    expect(await publicView(id)).toMatchObject({ attending_seats: 2, offered_seats: 1 });
  });

  it("lapses when its time is up: not attending, and the seats are offered to the next", async () => {
    const clock = testClock();
    const { id } = await offerEvent(1, { offer_hours: 1 });
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    expect(await statuses(id)).toMatchObject({ 하준: "offered" });
    clock.pass(HOUR_MS);
    // The next read sees it lapsed: no request in between was needed.
    expect(await statuses(id)).toEqual({ 하준: "not_attending", 서연: "offered" });
    // Too late to accept: the seat is 서연's now.
    const late = await modify(id, "하준", { password: "1234", status: "attending" });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe("event_full");
    // Asking to attend again joins the end of the queue.
    const again = await reply(await modify(id, "하준", { password: "1234", status: "waiting" }));
    expect(again).toMatchObject({ response: { status: "waiting" }, waiting_position: 1 });
  });

  it("lapses by the room's alarm with nobody asking, and the next offer is made", async () => {
    const clock = testClock();
    const { id } = await offerEvent(1, { offer_hours: 1 });
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    // No request reaches the room now; the alarm alone must lapse the offer. The room's own
    // storage is read directly, since any request would lapse it on the way in.
    const stored = () =>
      runInRoom(id, (sql) =>
        sql
          .exec<{ name: string; status: string }>("SELECT name, status FROM responses ORDER BY seq")
          .toArray()
          .map((row) => `${row.name}:${row.status}`),
      );
    expect(await stored()).toEqual(["하준:offered", "서연:waiting"]);
    await expectAlarmBy(id, "하준");
    clock.pass(HOUR_MS);
    await alarmRuns(id);
    expect(await stored()).toEqual(["하준:not_attending", "서연:offered"]);
  });

  it("survives a restart of the room: the same offer, its seats held once", async () => {
    const { id } = await offerEvent(1);
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    const before = (await publicView(id)).responses.find((r) => r.name === "하준");
    await restartRoom(id);
    const view = await publicView(id);
    expect(view.responses.find((r) => r.name === "하준")).toEqual(before);
    expect(view).toMatchObject({ offered_seats: 1, attending_seats: 0, waiting_count: 1 });
    expect((await reply(await submit(id, { name: "지호" }), 201)).response.status).toBe("waiting");
    await reply(await modify(id, "하준", { password: "1234", status: "attending" }));
    expect(await publicView(id)).toMatchObject({ attending_seats: 1, offered_seats: 0 });
  });

  it("made just before a restart still lapses on time, by the restarted room's alarm", async () => {
    const clock = testClock();
    const { id } = await offerEvent(1, { offer_hours: 1 });
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    await restartRoom(id);
    await expectAlarmBy(id, "하준");
    clock.pass(HOUR_MS);
    await alarmRuns(id);
    const status = await runInRoom(
      id,
      (sql) =>
        sql.exec<{ status: string }>("SELECT status FROM responses WHERE name = '하준'").one()
          .status,
    );
    expect(status).toBe("not_attending");
  });
});

describe("changing the event while offers are open", () => {
  it("back to instant promotion seats the open offers, and the queue fills at once", async () => {
    const { token, id } = await offerEvent(2);
    await signUp(id, ["민지", "하준", "서연", "도윤"]);
    await cancel(id, "민지");
    await cancel(id, "하준");
    expect(await statuses(id)).toEqual({ 서연: "offered", 도윤: "offered" });
    const res = await api(`/events/${id}`, {
      method: "PUT",
      token,
      json: { promotion: "instant" },
    });
    expect(res.status).toBe(200);
    expect(await statuses(id)).toEqual({ 서연: "attending", 도윤: "attending" });
  });

  it("a lower maximum takes back the offers that no longer fit, latest first, at their place", async () => {
    const { token, id } = await offerEvent(3);
    await signUp(id, ["민지", "하준", "서연", "도윤", "지호", "수아"]);
    await cancel(id, "하준");
    await cancel(id, "서연");
    expect(await statuses(id)).toMatchObject({ 도윤: "offered", 지호: "offered", 수아: "waiting" });
    // Two seats: 민지 attends and 도윤's offer still fits; 지호's is taken back.
    await api(`/events/${id}`, { method: "PUT", token, json: { max_participants: 2 } });
    const view = await publicView(id);
    expect(await statuses(id)).toEqual({
      민지: "attending",
      도윤: "offered",
      지호: "waiting",
      수아: "waiting",
    });
    expect(view).toMatchObject({ attending_seats: 1, offered_seats: 1 });
    // 지호 waits first again: it never lost its place.
    expect(view.responses.map((r) => r.name)).toEqual(["민지", "도윤", "지호", "수아"]);
    expect(view.responses.find((r) => r.name === "지호")?.offer_expires_at).toBeNull();
    // Lowering it below those attending demotes nobody, and takes back every offer.
    await api(`/events/${id}`, { method: "PUT", token, json: { max_participants: 1 } });
    expect(await statuses(id)).toEqual({
      민지: "attending",
      도윤: "waiting",
      지호: "waiting",
      수아: "waiting",
    });
    // Raised again, seats are offered in queue order.
    const raised = await api(`/events/${id}`, {
      method: "PUT",
      token,
      json: { max_participants: 3 },
    });
    expect(((await raised.json()) as { offered: string[] }).offered).toEqual(["도윤", "지호"]);
  });

  it("without a maximum there is nothing to offer: open offers and the queue are seated", async () => {
    const { token, id } = await offerEvent(1);
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    await api(`/events/${id}`, { method: "PUT", token, json: { max_participants: null } });
    expect(await statuses(id)).toEqual({ 하준: "attending", 서연: "attending" });
  });

  it("an earlier deadline ends open offers by it; a new window leaves open ones as promised", async () => {
    const { token, id } = await offerEvent(1);
    await signUp(id, ["민지", "하준", "서연"]);
    await cancel(id, "민지");
    const promised = (await publicView(id)).responses[0].offer_expires_at;
    await api(`/events/${id}`, { method: "PUT", token, json: { offer_hours: 1 } });
    expect((await publicView(id)).responses[0].offer_expires_at).toBe(promised);
    const deadline = new Date(Date.now() + 30 * HOUR_MS).toISOString();
    await api(`/events/${id}`, { method: "PUT", token, json: { deadline_date: deadline } });
    expect((await publicView(id)).responses[0]).toMatchObject({
      name: "하준",
      status: "offered",
      offer_expires_at: deadline,
    });
  });
});

/** Runs `read` over the room's own SQLite storage, without a request through the Worker. */
/** The room's alarm is set to go off by the time `name`'s offer ends, so it lapses on time. */
async function expectAlarmBy(eventId: string, name: string) {
  const [alarm, end] = await runInDurableObject(
    roomStub(env, eventId),
    async (_instance, state) =>
      [
        await state.storage.getAlarm(),
        state.storage.sql
          .exec<{ at: number }>("SELECT offer_expires_at AS at FROM responses WHERE name = ?", name)
          .one().at,
      ] as const,
  );
  expect(alarm).not.toBeNull();
  expect(alarm ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(end);
}

async function runInRoom<T>(eventId: string, read: (sql: SqlStorage) => T): Promise<T> {
  return runInDurableObject(roomStub(env, eventId), (_instance, state) => read(state.storage.sql));
}

/** Throws the room's instance away (as an eviction or a deploy would); the next call makes a new one. */
async function restartRoom(eventId: string): Promise<void> {
  await runInDurableObject(roomStub(env, eventId), (_instance, state) => {
    state.abort("restart");
  }).catch(() => {});
}
