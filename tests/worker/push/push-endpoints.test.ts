import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pushEndpointProblem } from "../../../worker/contract/push";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, roomStub, submit } from "../../support/worker/events";
import { newSubscription, pushesSettled, received, subscribe } from "../../support/worker/push";

/**
 * The Worker posts to a subscription's endpoint on every change it tells of: only the browsers'
 * push services may be named (decision 0023), never a host, port or address an invitee picks.
 */

async function eventWithQueue() {
  const { token } = await newUser();
  const event = await createEvent(token, { title: "푸시 주소", max_participants: 1 });
  await submit(event.id, { name: "민지" });
  await submit(event.id, { name: "하준" });
  return { token, event };
}

const subscribers = async (token: string, eventId: string) =>
  (
    (await (await api(`/events/${eventId}/announcement`, { token })).json()) as {
      subscribers: number;
    }
  ).subscribers;

type Issue = { loc: (string | number)[]; msg: string; type: string };

describe("PUT /events/{id}/push refuses an endpoint that is no browser push service", () => {
  it("answers 422 on the endpoint and stores nothing, for every kind of address", async () => {
    const { token, event } = await eventWithQueue();
    const browser = await newSubscription();
    const local = new URL(browser.endpoint); // https://localhost:<port>/notify/<hash>
    const refused = {
      "another host": "https://victim.example/hook",
      "a push service's name inside another":
        "https://fcm.googleapis.com.victim.example/fcm/send/x",
      "a look-alike of Apple's": "https://evilpush.apple.com/x",
      "another port": "https://fcm.googleapis.com:8443/fcm/send/x",
      "an IPv4 literal": `https://127.0.0.1:${local.port}${local.pathname}`,
      "an IPv4 literal in hex": "https://0x7f.0.0.1/x",
      "an IPv6 literal": "https://[::1]/x",
      "userinfo at a push service": "https://user:secret@fcm.googleapis.com/fcm/send/x",
      "userinfo at the test host": `https://user@localhost:${local.port}${local.pathname}`,
      "plain http": "http://fcm.googleapis.com/fcm/send/x",
    };
    for (const [kind, endpoint] of Object.entries(refused)) {
      const res = await subscribe(event.id, "하준", { ...browser, endpoint });
      expect(res.status, kind).toBe(422);
      const body = (await res.json()) as { code: string; detail: Issue[] };
      expect(body.code, kind).toBe("validation_failed");
      expect(body.detail[0].loc, kind).toEqual(["body", "subscription", "endpoint"]);
      expect(body.detail[0].msg, kind).toMatch(/endpoint/);
    }
    expect(await subscribers(token, event.id)).toBe(0);
    // Nothing was stored, so a promotion sends nothing anywhere.
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    expect(await received(browser)).toEqual([]);
  });

  it("never posts to a stored subscription that names no push service (kept from before)", async () => {
    const { token, event } = await eventWithQueue();
    const browser = await newSubscription();
    expect((await subscribe(event.id, "하준", browser)).status).toBe(200);
    // A row stored before the rule: the same local push service, by IP address.
    const local = new URL(browser.endpoint);
    await runInDurableObject(roomStub(env, event.id), async (_room, state) => {
      state.storage.sql.exec(
        "UPDATE push_subscriptions SET endpoint = ?",
        `https://127.0.0.1:${local.port}${local.pathname}`,
      );
    });
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    // The push service would have decrypted it had the courier posted to that address.
    expect(await received(browser)).toEqual([]);
    expect(await subscribers(token, event.id)).toBe(0);
    const left = await runInDurableObject(roomStub(env, event.id), async (_room, state) =>
      state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM push_outbox").one(),
    );
    expect(left.n).toBe(0);
  });
});

describe("the rule for endpoints", () => {
  it("admits the browsers' push services on port 443", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://fcm.googleapis.com/wp/abc",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGxyz",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://FCM.GoogleAPIs.com/fcm/send/abc",
    ]) {
      expect(pushEndpointProblem(endpoint), endpoint).toBeNull();
    }
  });

  it("admits a test host on any port only when the setting names it", () => {
    expect(pushEndpointProblem("https://localhost:9443/notify/x")).toMatch(/port 443/);
    expect(pushEndpointProblem("https://localhost/notify/x")).toMatch(/push service/);
    expect(pushEndpointProblem("https://localhost:9443/notify/x", ["localhost"])).toBeNull();
    expect(pushEndpointProblem("http://localhost:9443/notify/x", ["localhost"])).toMatch(/https/);
    expect(pushEndpointProblem("https://push.services.mozilla.com/x")).toMatch(/push service/);
  });
});
