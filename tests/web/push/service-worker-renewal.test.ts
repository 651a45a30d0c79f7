import { describe, expect, it, vi } from "vitest";
import { keyBytes } from "../../../web/features/push/browser-subscription";
import { json } from "../../support/web/http";
import {
  startServiceWorker,
  type WorkerSubscription,
  workerSubscription,
} from "../../support/web/service-worker";

/**
 * The service worker follows a renewed subscription (public/sw.js): the pages tell it which
 * events this browser's subscription was given to, and when the browser replaces the
 * subscription it hands the new one to each, with the old endpoint as proof.
 */

const EVENT_A = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const EVENT_B = "0c7a9e1d-2b4f-4c6a-8e3d-1f2a3b4c5d6e";
const KEY = `B${"A".repeat(86)}`;
const OLD = workerSubscription("https://push.example.test/send/old-1");
const NEW = workerSubscription("https://push.example.test/send/new-2");

/** A browser holding `held`, a worker, and a server answering renewals with `renewal`. */
function browserWith(
  held: WorkerSubscription | null,
  renewal: (eventId: string) => Promise<Response> = async () =>
    json(200, { message: "ok", renewed: 1 }),
) {
  const browser = {
    held,
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => NEW),
  };
  const worker = startServiceWorker({
    pushManager: {
      getSubscription: async () => browser.held,
      subscribe: (options) => browser.subscribe(options),
    },
    fetch: async (url) => {
      if (url === "/api/v1/push/vapid-public-key") return json(200, { key: KEY });
      if (url === "/api/v1/users/me/push/renewal") return renewal("account");
      const renewing = /^\/api\/v1\/events\/([^/]+)\/push\/renewal$/.exec(url);
      return renewing ? renewal(renewing[1]) : json(404, { detail: "Not Found" });
    },
  });
  const follow = (eventId: string) => worker.message({ type: "push-followed", event_id: eventId });
  const unfollow = (eventId: string) =>
    worker.message({ type: "push-unfollowed", event_id: eventId });
  /** The browser comes to hold `now`, and tells the worker so with `change`. */
  const replaced = async (
    now: WorkerSubscription | null,
    change: { oldSubscription?: WorkerSubscription; newSubscription: WorkerSubscription | null },
  ) => {
    browser.held = now;
    await worker.dispatch("pushsubscriptionchange", change);
  };
  /** A host's page found the signed-in account holding this browser, or not. */
  const followAccount = () => worker.message({ type: "push-account-followed" });
  const unfollowAccount = () => worker.message({ type: "push-account-unfollowed" });
  return { browser, worker, follow, unfollow, replaced, followAccount, unfollowAccount };
}

const renewal = (event: string, oldEndpoint: string, subscription: WorkerSubscription) => ({
  event,
  body: { old_endpoint: oldEndpoint, subscription: subscription.toJSON() },
});

describe("pushsubscriptionchange", () => {
  it("hands the new subscription to every event a page followed, with the old endpoint as proof", async () => {
    const { browser, worker, follow, replaced } = browserWith(OLD);
    await follow(EVENT_A);
    await follow(EVENT_B);
    expect(worker.renewals()).toEqual([]);

    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([
      renewal(EVENT_A, OLD.endpoint, NEW),
      renewal(EVENT_B, OLD.endpoint, NEW),
    ]);
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("without a new subscription, subscribes again with the server's key", async () => {
    const { browser, worker, follow, replaced } = browserWith(OLD);
    await follow(EVENT_A);

    await replaced(null, { oldSubscription: OLD, newSubscription: null });
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual([...keyBytes(KEY)]);
    expect(worker.renewals()).toEqual([renewal(EVENT_A, OLD.endpoint, NEW)]);
  });

  it("without a new subscription, takes one the browser already holds again", async () => {
    const { browser, worker, follow, replaced } = browserWith(OLD);
    await follow(EVENT_A);

    await replaced(NEW, { oldSubscription: OLD, newSubscription: null });
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(worker.renewals()).toEqual([renewal(EVENT_A, OLD.endpoint, NEW)]);
  });

  it("without the old subscription, gives the endpoint it last handed on as the proof", async () => {
    const { worker, follow, replaced } = browserWith(OLD);
    await follow(EVENT_A);

    await replaced(NEW, { newSubscription: NEW });
    const third = workerSubscription("https://push.example.test/send/third-3");
    await replaced(third, { newSubscription: third });
    expect(worker.renewals()).toEqual([
      renewal(EVENT_A, OLD.endpoint, NEW),
      renewal(EVENT_A, NEW.endpoint, third),
    ]);
  });

  it("leaves out an event no response follows any more, and does nothing when none is left", async () => {
    const { browser, worker, follow, unfollow, replaced } = browserWith(OLD);
    await follow(EVENT_A);
    await follow(EVENT_B);
    await unfollow(EVENT_A);
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([renewal(EVENT_B, OLD.endpoint, NEW)]);

    await unfollow(EVENT_B);
    await replaced(null, { oldSubscription: NEW, newSubscription: null });
    expect(worker.renewals()).toHaveLength(1);
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("forgets a deleted event (404) and tries an unreachable one again when a page opens", async () => {
    let online = false;
    const { worker, follow, replaced } = browserWith(OLD, async (eventId) => {
      if (eventId === EVENT_B) return json(404, { code: "event_not_found" });
      if (!online) throw new TypeError("Failed to fetch");
      return json(200, { message: "ok", renewed: 1 });
    });
    await follow(EVENT_A);
    await follow(EVENT_B);
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toHaveLength(2);

    // A page of event A opens: the worker still holds the old endpoint for it.
    online = true;
    await follow(EVENT_A);
    expect(worker.renewals().slice(2)).toEqual([renewal(EVENT_A, OLD.endpoint, NEW)]);
    // Handed on now: the next page that opens sends nothing.
    await follow(EVENT_A);
    expect(worker.renewals()).toHaveLength(3);
  });

  it("gives the old subscription as proof, and the endpoint last handed on where they differ", async () => {
    const { worker, follow, replaced } = browserWith(OLD);
    await follow(EVENT_A);
    // The browser replaced OLD by `quiet` without an event, and no page has opened since.
    const quiet = workerSubscription("https://push.example.test/send/quiet-4");
    await replaced(NEW, { oldSubscription: quiet, newSubscription: NEW });
    expect(worker.renewals()).toEqual([
      renewal(EVENT_A, OLD.endpoint, NEW),
      renewal(EVENT_A, quiet.endpoint, NEW),
    ]);
  });

  it("hands on a renewal still owed along with the next one", async () => {
    let online = false;
    const { worker, follow, replaced } = browserWith(OLD, async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return json(200, { message: "ok", renewed: 1 });
    });
    await follow(EVENT_A);
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });

    online = true;
    const third = workerSubscription("https://push.example.test/send/third-3");
    await replaced(third, { oldSubscription: NEW, newSubscription: third });
    expect(worker.renewals().slice(1)).toEqual([
      renewal(EVENT_A, OLD.endpoint, third),
      renewal(EVENT_A, NEW.endpoint, third),
    ]);
  });
});

describe("a host's account holding the browser", () => {
  it("hears of the new subscription too, with the old endpoint as proof", async () => {
    const { worker, follow, followAccount, replaced } = browserWith(OLD);
    await followAccount();
    await follow(EVENT_A);
    expect(worker.renewals()).toEqual([]);

    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([
      renewal(EVENT_A, OLD.endpoint, NEW),
      renewal("account", OLD.endpoint, NEW),
    ]);
  });

  it("alone is enough for the worker to follow a change", async () => {
    const { browser, worker, followAccount, replaced } = browserWith(OLD);
    await followAccount();
    await replaced(null, { oldSubscription: OLD, newSubscription: null });
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(worker.renewals()).toEqual([renewal("account", OLD.endpoint, NEW)]);
  });

  it("is left out once a page says the account let go of the browser", async () => {
    const { worker, follow, followAccount, unfollowAccount, replaced } = browserWith(OLD);
    await followAccount();
    await follow(EVENT_A);
    await unfollowAccount();
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([renewal(EVENT_A, OLD.endpoint, NEW)]);
  });

  it("is tried again when a page opens, when it could not be reached", async () => {
    let online = false;
    const { worker, followAccount, replaced } = browserWith(OLD, async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return json(200, { message: "ok", renewed: 1 });
    });
    await followAccount();
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    online = true;
    await followAccount();
    expect(worker.renewals()).toEqual([
      renewal("account", OLD.endpoint, NEW),
      renewal("account", OLD.endpoint, NEW),
    ]);
    // Handed on now: the next page that opens sends nothing.
    await followAccount();
    expect(worker.renewals()).toHaveLength(2);
  });
});

describe("a page's messages", () => {
  it("hand on a subscription the browser replaced without telling (no pushsubscriptionchange)", async () => {
    const { browser, worker, follow } = browserWith(OLD);
    await follow(EVENT_A);
    await follow(EVENT_B);
    browser.held = NEW;
    await follow(EVENT_A);
    expect(worker.renewals()).toEqual([
      renewal(EVENT_A, OLD.endpoint, NEW),
      renewal(EVENT_B, OLD.endpoint, NEW),
    ]);
  });

  it("are ignored without an event id, so nothing else ever goes into a renewal's address", async () => {
    const { worker, follow, replaced } = browserWith(OLD);
    await worker.message({ type: "push-followed", event_id: "../../users/me" });
    await worker.message({ type: "push-followed" });
    await worker.message("push-followed");
    await follow(EVENT_A);
    await replaced(NEW, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([renewal(EVENT_A, OLD.endpoint, NEW)]);
  });

  it("follow nothing while the browser holds no subscription", async () => {
    const { browser, worker, follow, replaced } = browserWith(null);
    await follow(EVENT_A);
    await replaced(null, { oldSubscription: OLD, newSubscription: NEW });
    expect(worker.renewals()).toEqual([]);
    expect(browser.subscribe).not.toHaveBeenCalled();
  });
});
