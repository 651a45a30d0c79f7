import { readFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
  type Worker,
} from "@playwright/test";
import type { PushNotice } from "#contract/push";
import { type PushService, startPushService } from "../push-service/push-service.ts";
import type { Organiser } from "./api";

/**
 * Browser journeys with push notifications (decision 0020): the local push service seen from the
 * test process, a browser push service imitated inside the page, and the service worker reached
 * through DevTools.
 */

/** A subscription made at the local push service, as a browser's PushManager would make it. */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

/** What the Worker pushes: the contract's own type. */
export type { PushNotice };

/** The test CA the local push service's certificate comes from (its README says why). */
const CA = readFileSync(join(import.meta.dirname, "../push-service/ca.pem"));

export type TestPushService = {
  origin: string;
  /** A new subscription for the application server key (the Worker's VAPID public key). */
  subscribe: (applicationServerKey: string) => Promise<TestSubscription>;
  /** The payloads the service received for a subscription and decrypted, oldest first. */
  received: (subscription: Pick<TestSubscription, "clientHash">) => Promise<string[]>;
  /** The bodies of the notices received for a subscription, oldest first. */
  bodies: (subscription: Pick<TestSubscription, "clientHash">) => Promise<string[]>;
  close: () => Promise<void>;
};

/**
 * Starts the local push service (tests/support/push-service) and talks to it over https
 * trusting its test CA: the Worker under test trusts it (playwright.config.ts), this process
 * does not by default.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const service: PushService = await startPushService();
  const post = (path: string, body: unknown) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const req = httpsRequest(
        `${service.origin}${path}`,
        { method: "POST", ca: CA, headers: { "Content-Type": "application/json" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            try {
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
            } catch {
              reject(new Error(`push service ${path} answered ${res.statusCode}: ${text}`));
            }
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify(body));
    });
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const { status, json } = await post(path, body);
    if (status !== 200) {
      throw new Error(`push service ${path} answered ${status}: ${JSON.stringify(json)}`);
    }
    return (json as { data: T }).data;
  };
  const received = async ({ clientHash }: Pick<TestSubscription, "clientHash">) =>
    (await call<{ messages: string[] }>("/get-notifications", { clientHash })).messages;
  return {
    origin: service.origin,
    subscribe: (applicationServerKey) =>
      call<TestSubscription>("/subscribe", { userVisibleOnly: "true", applicationServerKey }),
    received,
    bodies: async (subscription) =>
      (await received(subscription)).map((message) => (JSON.parse(message) as PushNotice).body),
    close: service.close,
  };
}

/**
 * The local push service for every test of the spec that calls this (at its top level): started
 * before the first, closed after the last.
 */
export function pushServiceForSpec(): TestPushService {
  let service: TestPushService | undefined;
  test.beforeAll(async () => {
    service = await startTestPushService();
  });
  test.afterAll(async () => {
    await service?.close();
  });
  const started = () => {
    if (!service) throw new Error("the push service starts in beforeAll");
    return service;
  };
  return {
    get origin() {
      return started().origin;
    },
    subscribe: (key) => started().subscribe(key),
    received: (subscription) => started().received(subscription),
    bodies: (subscription) => started().bodies(subscription),
    close: () => started().close(),
  };
}

/**
 * A browser that allows notifications and holds `subscription` at the local push service
 * (`imitatePushService`), and a page of it.
 */
export async function browserWithPush(
  browser: Browser,
  subscription: TestSubscription,
  applicationServerKey: string,
) {
  const context = await browser.newContext();
  await context.grantPermissions(["notifications"]);
  await imitatePushService(context, subscription, applicationServerKey);
  return { context, page: await context.newPage() };
}

/** The organiser's announcement, sent (201); how many subscribed browsers it goes to. */
export async function announce(
  request: APIRequestContext,
  organiser: Organiser,
  eventId: string,
  message: string,
): Promise<number> {
  const res = await request.post(`/api/v1/events/${eventId}/announcement`, {
    data: { message },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { sent_to: number }).sent_to;
}

/** The Worker's VAPID public key, as browsers subscribe with it. */
export async function vapidPublicKey(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/v1/push/vapid-public-key");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

/**
 * Headless Chromium has no push service: its own `pushManager.subscribe` is refused
 * ("Registration failed - permission denied") and there is nowhere for it to go. Its pages get
 * one imitated instead: `PushManager.prototype.subscribe` and `getSubscription` hand out a
 * PushSubscription-shaped object for `subscription`, which the test made at the local push
 * service with the server's key, so the Worker's pushes really travel (encrypted, VAPID-signed)
 * to a push service the test can read. Like a browser's, the subscription stays with the
 * profile (localStorage) across reloads until `unsubscribe()`, and subscribing with any other
 * application server key fails, since the push service would refuse the server's pushes.
 */
export async function imitatePushService(
  context: BrowserContext,
  subscription: TestSubscription,
  applicationServerKey: string,
) {
  await context.addInitScript(
    ({ endpoint, keys, serverKey }) => {
      const HELD = "e2e-push-subscription";
      const bytes = (base64url: string) => {
        const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
        return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) =>
          c.charCodeAt(0),
        ).buffer;
      };
      const sameBytes = (a: ArrayBuffer, b: ArrayBuffer) => {
        const [x, y] = [new Uint8Array(a), new Uint8Array(b)];
        return x.length === y.length && x.every((byte, i) => byte === y[i]);
      };
      const asBuffer = (key: BufferSource | string) => {
        if (typeof key === "string") return bytes(key);
        if (key instanceof ArrayBuffer) return key;
        return key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer;
      };
      const held = () => ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes(serverKey), userVisibleOnly: true },
        getKey: (name: string) => (name === "p256dh" || name === "auth" ? bytes(keys[name]) : null),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { ...keys } }),
        unsubscribe: async () => {
          localStorage.removeItem(HELD);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options) {
        const key = options?.applicationServerKey;
        if (!options?.userVisibleOnly || !key || !sameBytes(asBuffer(key), bytes(serverKey))) {
          throw new DOMException("not the key the test subscribed with", "InvalidAccessError");
        }
        localStorage.setItem(HELD, "1");
        return held() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return localStorage.getItem(HELD) ? (held() as unknown as PushSubscription) : null;
      };
    },
    { endpoint: subscription.endpoint, keys: subscription.keys, serverKey: applicationServerKey },
  );
}

/**
 * The page's service worker registration as DevTools sees it: a push delivered to it as the
 * browser's push service would hand it over (`ServiceWorker.deliverPushMessage`, the payload
 * already decrypted), and the notifications it shows.
 *
 * `deliver` returns once the worker's showNotification has settled. Read earlier, the list lost
 * the notice: in 3 of 100 runs the worker's own record said it had shown it, yet every
 * getNotifications() from the first poll on came back empty (a read that overlaps the showing,
 * as far as the runs tell; none failed in 80 runs once reads waited for it).
 */
export async function serviceWorkerOf(page: Page) {
  const context = page.context();
  const { scope, origin } = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, origin: location.origin };
  });
  const worker: Worker =
    context.serviceWorkers().find((w) => w.url().startsWith(origin)) ??
    (await context.waitForEvent("serviceworker"));
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  // Counts the notifications this worker has finished showing (an own property shadows the
  // registration's method for the worker's own calls).
  await worker.evaluate(() => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      shownByTest: number;
    };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shownByTest = 0;
    scope.registration.showNotification = (...args) =>
      show(...args).finally(() => {
        scope.shownByTest += 1;
      });
  });
  const shownSoFar = () =>
    worker.evaluate(() => (self as unknown as { shownByTest: number }).shownByTest);
  return {
    worker,
    deliver: async (data: string) => {
      const before = await shownSoFar();
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: await registrationId,
        data,
      });
      await expect.poll(shownSoFar).toBe(before + 1);
    },
    shown: () =>
      worker.evaluate(async () =>
        (
          await (
            self as unknown as { registration: ServiceWorkerRegistration }
          ).registration.getNotifications()
        ).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
          icon: n.icon,
        })),
      ),
  };
}

/**
 * The service worker's side of `imitatePushService` (init scripts reach pages only): its push
 * manager holds `subscription` from now on, as the browser would after replacing a subscription
 * without telling anyone. Lasts while that worker runs, which a test's few seconds do.
 */
export async function holdInServiceWorker(
  worker: Worker,
  subscription: Pick<TestSubscription, "endpoint" | "keys">,
) {
  await worker.evaluate(({ endpoint, keys }) => {
    const held = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
    };
    PushManager.prototype.getSubscription = async () => held as unknown as PushSubscription;
  }, subscription);
}
