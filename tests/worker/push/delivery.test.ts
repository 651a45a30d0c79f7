import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, roomStub, submit } from "../../support/worker/events";
import {
  expire,
  newSubscription,
  pushesSettled,
  queuedPushes,
  received,
  subscribe,
} from "../../support/worker/push";

/** 하준 waits behind 민지 with notifications on at `endpoint` (a real browser's keys). */
async function waitingWithEndpoint(endpoint?: string) {
  const { token } = await newUser();
  const event = await createEvent(token, { title: "배달 시험", max_participants: 1 });
  await submit(event.id, { name: "민지" });
  await submit(event.id, { name: "하준" });
  const browser = await newSubscription();
  const res = await subscribe(event.id, "하준", {
    ...browser,
    endpoint: endpoint ?? browser.endpoint,
  });
  expect(res.status).toBe(200);
  return { token, event, browser };
}

/** Makes the queued pushes due now and, optionally, sends them to another endpoint. */
const makeDue = (eventId: string, endpoint?: string) =>
  runInDurableObject(roomStub(env, eventId), async (_room, state) => {
    state.storage.sql.exec("UPDATE push_outbox SET due_at = 0");
    if (endpoint) state.storage.sql.exec("UPDATE push_outbox SET endpoint = ?", endpoint);
  });

const subscribers = async (token: string, eventId: string) =>
  (
    (await (await api(`/events/${eventId}/announcement`, { token })).json()) as {
      subscribers: number;
    }
  ).subscribers;

describe("sending pushes", () => {
  it("keeps a push its service did not take and retries it by the alarm, with growing waits", async () => {
    // Port 1: nothing listens, as with a push service that is down. (workerd logs the refused
    // connection as an "uncaught exception" although the courier catches it.)
    const { token, event, browser } = await waitingWithEndpoint("https://localhost:1/notify/down");
    const before = Date.now();
    await cancel(event.id, "민지");
    await pushesSettled(event.id);

    const [first] = await queuedPushes(event.id);
    expect(first.attempts).toBe(1);
    expect(first.due_at).toBeGreaterThanOrEqual(before + 30_000);
    const alarm = await runInDurableObject(roomStub(env, event.id), (_room, state) =>
      state.storage.getAlarm(),
    );
    // The room's one alarm comes by then (the mirror may want it sooner).
    expect(alarm).not.toBeNull();
    expect(alarm as number).toBeLessThanOrEqual(first.due_at);

    await makeDue(event.id);
    expect(await runDurableObjectAlarm(roomStub(env, event.id))).toBe(true);
    const [second] = await queuedPushes(event.id);
    expect(second.attempts).toBe(2);
    expect(second.due_at - Date.now()).toBeGreaterThan(100_000);
    expect(await subscribers(token, event.id)).toBe(1);

    // The service is back: the alarm's next round delivers it, once.
    await makeDue(event.id, browser.endpoint);
    expect(await runDurableObjectAlarm(roomStub(env, event.id))).toBe(true);
    expect(await queuedPushes(event.id)).toEqual([]);
    expect(await received(browser)).toMatchObject([{ title: "참석이 확정되었어요" }]);
  });

  it("keeps only the farewell when the event is deleted while a push waits for its retry", async () => {
    const { token, event } = await waitingWithEndpoint("https://localhost:1/notify/down");
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect((await queuedPushes(event.id)).map((push) => push.change_key)).toEqual([
      expect.stringMatching(/^promoted-/),
    ]);
    expect((await api(`/events/${event.id}`, { method: "DELETE", token })).status).toBe(200);
    await pushesSettled(event.id);
    const left = await queuedPushes(event.id);
    expect(left.map((push) => push.change_key)).toEqual([expect.stringMatching(/^deleted-/)]);
    expect(left[0].attempts).toBe(1);
  });

  it("drops a subscription its push service calls gone (410), with what was queued for it", async () => {
    const { token, event, browser } = await waitingWithEndpoint();
    await expire(browser);
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect(await queuedPushes(event.id)).toEqual([]);
    expect(await subscribers(token, event.id)).toBe(0);
  });
});
