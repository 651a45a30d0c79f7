import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { anHourAgo, cancel, createEvent, inAWeek, submit } from "../../support/worker/events";
import {
  announced,
  newSubscription,
  pushesSettled,
  queuedPushes,
  received,
  receivedBodies,
  subscribe,
  subscribedEvent,
  type TestSubscription,
  tenMinutesPass,
} from "../../support/worker/push";

/**
 * A browser that replaced its push subscription (`pushsubscriptionchange`, public/sw.js) hands
 * the new one over with the old endpoint as its proof: every response of the event subscribed
 * with the old endpoint takes the new one, and so does what is still queued for it.
 */

const renew = (eventId: string, oldEndpoint: string, subscription: TestSubscription) =>
  api(`/events/${eventId}/push/renewal`, {
    method: "PUT",
    json: {
      old_endpoint: oldEndpoint,
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    },
  });

const moveTo = async (token: string, eventId: string, location: string) => {
  const res = await api(`/events/${eventId}`, { method: "PUT", token, json: { location } });
  expect(res.status).toBe(200);
  await pushesSettled(eventId);
};

describe("renewing a browser's subscription", () => {
  it("moves every response the old endpoint held: the next push reaches the new one only", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "갱신 모임", max_participants: 1 });
    await submit(event.id, { name: "민지" });
    await submit(event.id, { name: "하준" });
    await submit(event.id, { name: "서연" });
    // 하준 and 서연 share a phone; 민지 has her own.
    const [phone, renewed, laptop] = [
      await newSubscription(),
      await newSubscription(),
      await newSubscription(),
    ];
    for (const [name, browser] of [
      ["하준", phone],
      ["서연", phone],
      ["민지", laptop],
    ] as const) {
      expect((await subscribe(event.id, name, browser)).status).toBe(200);
    }

    const res = await renew(event.id, phone.endpoint, renewed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Notifications renewed.", renewed: 2 });

    await announced(token, event.id, "7시에 만나요");
    expect(await receivedBodies(renewed)).toEqual(["7시에 만나요", "7시에 만나요"]);
    expect(await receivedBodies(phone)).toEqual([]);
    expect(await receivedBodies(laptop)).toEqual(["7시에 만나요"]);

    // A promotion goes to the response's renewed subscription too.
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    const titles = (await received(renewed)).map((notice) => notice.title);
    expect(titles).toHaveLength(3);
    expect(titles[2]).toBe("참석이 확정되었어요");
    expect(await received(phone)).toEqual([]);
  });

  it("moves the pushes still queued for the old endpoint", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지"]);
    const [old] = browsers;
    await moveTo(token, event.id, "성수");
    // Within ten minutes of the last notice: this one waits in the queue.
    await moveTo(token, event.id, "홍대");
    expect(await queuedPushes(event.id)).toHaveLength(1);

    const renewed = await newSubscription();
    expect(await (await renew(event.id, old.endpoint, renewed)).json()).toMatchObject({
      renewed: 1,
    });
    await tenMinutesPass(event.id);

    expect(await received(old)).toHaveLength(1);
    expect((await received(old))[0].body).toContain("📍 성수");
    const follow = await received(renewed);
    expect(follow).toHaveLength(1);
    expect(follow[0].body).toContain("📍 홍대");
    expect(await queuedPushes(event.id)).toEqual([]);
  });

  it("refuses a new endpoint or keys subscribing would refuse, with a 422, and changes nothing", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지"]);
    const [old] = browsers;
    const renewed = await newSubscription();
    for (const subscription of [
      { ...renewed, endpoint: renewed.endpoint.replace("https:", "http:") },
      { ...renewed, endpoint: "https://attacker.example/collect" },
      { ...renewed, endpoint: "https://127.0.0.1/send" },
      { ...renewed, keys: { ...renewed.keys, p256dh: "short" } },
    ]) {
      const res = await renew(event.id, old.endpoint, subscription);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
    }

    await announced(token, event.id, "그대로예요");
    expect(await receivedBodies(old)).toEqual(["그대로예요"]);
    expect(await received(renewed)).toEqual([]);
  });

  it("answers an endpoint the event does not hold like one it does, and changes nothing", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지"]);
    const [old] = browsers;
    const stranger = await newSubscription();

    for (const unknown of [`${old.endpoint}x`, stranger.endpoint, ""]) {
      const res = await renew(event.id, unknown, stranger);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "Notifications renewed.", renewed: 0 });
    }

    await announced(token, event.id, "그대로예요");
    expect(await receivedBodies(old)).toEqual(["그대로예요"]);
    expect(await received(stranger)).toEqual([]);
  });

  it("works after the response deadline, since it keeps a subscription rather than making one", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { deadline_date: inAWeek() });
    await submit(event.id, { name: "민지" });
    const old = await newSubscription();
    expect((await subscribe(event.id, "민지", old)).status).toBe(200);
    const closing = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { deadline_date: anHourAgo() },
    });
    expect(closing.status).toBe(200);

    const renewed = await newSubscription();
    expect(await (await renew(event.id, old.endpoint, renewed)).json()).toMatchObject({
      renewed: 1,
    });
    await announced(token, event.id, "곧 만나요");
    expect(await receivedBodies(renewed)).toEqual(["곧 만나요"]);
  });

  it("answers 404 for an event that does not exist", async () => {
    const browser = await newSubscription();
    const res = await renew(crypto.randomUUID(), browser.endpoint, browser);
    expect(res.status).toBe(404);
  });

  it("answers 422 for a malformed event id", async () => {
    const browser = await newSubscription();
    const res = await renew("not-a-uuid", browser.endpoint, browser);
    expect(res.status).toBe(422);
  });
});
