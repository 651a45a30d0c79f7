import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { PushNotice } from "../../../worker/contract/push";
import { CHANGE_NOTICE_GAP_MS } from "../../../worker/event-room/outbox/notices";
import { PushCourier } from "../../../worker/event-room/outbox/push-courier";
import "./push-provided";
import { api, newUser } from "./api";
import { createEvent, type EventInput, roomStub, submit } from "./events";

/**
 * A browser's subscription at the local push service (tests/support/push-service), made as a
 * browser's PushManager would make it: with our VAPID public key.
 */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

const service = () => inject("pushServiceOrigin");

async function post(path: string, body: unknown) {
  return fetch(`${service()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function vapidKey(): Promise<string> {
  const res = await api("/push/vapid-public-key");
  if (res.status !== 200) throw new Error(`vapid key: ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

export async function newSubscription(): Promise<TestSubscription> {
  const res = await post("/subscribe", {
    userVisibleOnly: "true",
    applicationServerKey: await vapidKey(),
  });
  if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: TestSubscription }).data;
}

/** The notices the push service decrypted for a subscription, oldest first. */
export async function received(subscription: TestSubscription): Promise<PushNotice[]> {
  const res = await post("/get-notifications", { clientHash: subscription.clientHash });
  if (res.status !== 200) throw new Error(`notifications: ${res.status} ${await res.text()}`);
  const { messages } = ((await res.json()) as { data: { messages: string[] } }).data;
  return messages.map((message) => JSON.parse(message) as PushNotice);
}

/** The bodies of the notices received for a subscription, oldest first. */
export const receivedBodies = async (subscription: TestSubscription) =>
  (await received(subscription)).map((notice) => notice.body);

/** The organiser's announcement (POST /events/{id}/announcement), answered as it is. */
export const announce = (token: string, eventId: string, message: string) =>
  api(`/events/${eventId}/announcement`, { method: "POST", token, json: { message } });

/** An announcement sent (201) and its pushes settled. */
export async function announced(token: string, eventId: string, message: string) {
  expect((await announce(token, eventId, message)).status).toBe(201);
  await pushesSettled(eventId);
}

/** The browser dropped it: the push service answers 410 from now on. */
export async function expire(subscription: TestSubscription): Promise<void> {
  await post(`/expire-subscription/${subscription.clientHash}`, {});
}

/** PUT /events/{id}/push for the response a name and password open. */
export const subscribe = (
  eventId: string,
  name: string,
  subscription: Pick<TestSubscription, "endpoint" | "keys">,
  password = "1234",
) =>
  api(`/events/${eventId}/push`, {
    method: "PUT",
    json: {
      name,
      password,
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    },
  });

/** Waits until the room's push rounds started so far have finished. */
export async function pushesSettled(eventId: string): Promise<void> {
  await runInDurableObject(roomStub(env, eventId), async (instance) => {
    const { courier } = instance as unknown as { courier?: PushCourier };
    if (!(courier instanceof PushCourier)) throw new Error("EventRoom no longer has its `courier`");
    await courier.settled();
  });
}

/** The room's push outbox as stored (what is still to be sent). */
export async function queuedPushes(eventId: string) {
  return runInDurableObject(roomStub(env, eventId), async (_instance, state) =>
    state.storage.sql
      .exec<{ change_key: string; attempts: number; due_at: number }>(
        "SELECT change_key, attempts, due_at FROM push_outbox ORDER BY seq",
      )
      .toArray(),
  );
}

/**
 * Ten minutes pass for the room's pushes, without waiting them: what is queued falls due ten
 * minutes sooner and so does the last change notices' slot; then the room's alarm runs (it sends
 * what is due) and its pushes settle.
 */
export async function tenMinutesPass(eventId: string): Promise<void> {
  const stub = roomStub(env, eventId);
  await runInDurableObject(stub, async (_instance, state) => {
    const { sql } = state.storage;
    sql.exec("UPDATE push_outbox SET due_at = due_at - ?", CHANGE_NOTICE_GAP_MS);
    sql.exec(
      `UPDATE room_meta SET value = CAST(CAST(value AS INTEGER) - ? AS TEXT)
       WHERE key = 'change_notice_at'`,
      CHANGE_NOTICE_GAP_MS,
    );
  });
  await runDurableObjectAlarm(stub);
  await pushesSettled(eventId);
}

/**
 * A new organiser's 송년회 (at 을지로, 2030-12-19, on Seoul's clock) where each of `names` has
 * answered and turned notifications on in a browser of their own.
 */
export async function subscribedEvent(names: string[], input: EventInput = {}) {
  const { token } = await newUser();
  const event = await createEvent(token, {
    title: "송년회",
    location: "을지로",
    time_zone: "Asia/Seoul",
    event_date: "2030-12-19T10:00:00.000Z",
    ...input,
  });
  const browsers: TestSubscription[] = [];
  for (const name of names) {
    await submit(event.id, { name });
    const browser = await newSubscription();
    const res = await subscribe(event.id, name, browser);
    if (res.status !== 200) throw new Error(`subscribe ${name}: ${res.status} ${await res.text()}`);
    browsers.push(browser);
  }
  return { token, event, browsers };
}
