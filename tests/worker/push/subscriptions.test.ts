import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, submit } from "../../support/worker/events";
import {
  newSubscription,
  pushesSettled,
  received,
  subscribe,
  vapidKey,
} from "../../support/worker/push";

async function eventWithQueue() {
  const { token } = await newUser();
  const event = await createEvent(token, { title: "알림 모임", max_participants: 1 });
  await submit(event.id, { name: "민지" });
  await submit(event.id, { name: "하준" });
  return { token, event };
}

const unsubscribe = (eventId: string, body: Record<string, unknown>) =>
  api(`/events/${eventId}/push`, { method: "DELETE", json: body });

describe("GET /push/vapid-public-key", () => {
  it("answers the server's public key, the one browsers subscribe with", async () => {
    expect(await vapidKey()).toBe(env.VAPID_PUBLIC_KEY);
  });
});

describe("subscribing a response", () => {
  it("needs the response's password, and a wrong one stores nothing", async () => {
    const { event } = await eventWithQueue();
    const browser = await newSubscription();
    const wrong = await subscribe(event.id, "하준", browser, "9999");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_credentials");
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect(await received(browser)).toEqual([]);
  });

  it("refuses an endpoint that is not https or keys that are not a browser's, with a 422", async () => {
    const { event } = await eventWithQueue();
    const browser = await newSubscription();
    for (const subscription of [
      { ...browser, endpoint: browser.endpoint.replace("https:", "http:") },
      { ...browser, endpoint: "javascript:alert(1)" },
      { ...browser, keys: { ...browser.keys, p256dh: "short" } },
      { ...browser, keys: { auth: browser.keys.auth } },
    ]) {
      const res = await subscribe(event.id, "하준", subscription as typeof browser);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
    }
  });

  it("replaces the response's last subscription with a new one", async () => {
    const { event } = await eventWithQueue();
    const phone = await newSubscription();
    const laptop = await newSubscription();
    expect((await subscribe(event.id, "하준", phone)).status).toBe(200);
    const res = await subscribe(event.id, "하준", laptop);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response_id: string }).response_id).toMatch(/[0-9a-f-]{36}/);
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect(await received(phone)).toEqual([]);
    expect(await received(laptop)).toHaveLength(1);
  });

  it("stops with DELETE and the endpoint, which only that browser knows", async () => {
    const { event } = await eventWithQueue();
    const browser = await newSubscription();
    await subscribe(event.id, "하준", browser);
    const stranger = await unsubscribe(event.id, { endpoint: `${browser.endpoint}x` });
    expect(await stranger.json()).toMatchObject({ removed: 0 });
    const res = await unsubscribe(event.id, { endpoint: browser.endpoint });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ removed: 1 });
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect(await received(browser)).toEqual([]);
  });

  it("is never part of what the API answers", async () => {
    const { token, event } = await eventWithQueue();
    const browser = await newSubscription();
    await subscribe(event.id, "하준", browser);
    const answers = [
      JSON.stringify(await publicView(event.id)),
      await (await api(`/events/${event.id}/responses`, { token })).text(),
      await (await api(`/events/${event.id}/stats`, { token })).text(),
      await (await api(`/events/${event.id}/announcement`, { token })).text(),
    ];
    for (const answer of answers) {
      expect(answer).not.toContain(browser.endpoint);
      expect(answer).not.toContain(browser.keys.p256dh);
      expect(answer).not.toContain(browser.keys.auth);
    }
  });
});
