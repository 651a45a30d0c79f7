import { afterEach, vi } from "vitest";
import { keyBytes } from "../../../web/features/push/browser-subscription";

/**
 * A browser with the Push API, faked at its edges (the service worker's registration, its push
 * manager, Notification's permission), for the controls that subscribe it: an invitee's
 * response and a host's account alike.
 */

/** A P-256 public key's shape: 65 bytes, base64url. */
export const KEY = `B${"A".repeat(86)}`;
export const OTHER_KEY = `B${"Q".repeat(86)}`;
export const ENDPOINT = "https://push.example.test/send/abc";

export function fakeSubscription(endpoint: string, key: string) {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes(key).buffer, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

export type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** A browser with the Push API: a service worker registration whose push manager is ours. */
export function installPush({
  permission = "granted" as NotificationPermission,
  existing = null as FakeSubscription | null,
} = {}) {
  let held: FakeSubscription | null = existing;
  const pushManager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      held = fakeSubscription(ENDPOINT, KEY);
      return held;
    }),
  };
  // The active service worker, which the page tells which events to follow (renewal-follow.ts).
  const active = { postMessage: vi.fn((_message: unknown) => {}) };
  const registration = { pushManager, active };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  vi.stubGlobal("PushManager", class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal("Notification", { requestPermission, permission: "default" });
  return {
    serviceWorker,
    pushManager,
    active,
    requestPermission,
    drop: () => {
      held = null;
    },
  };
}

export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

export function setUserAgent(agent: string, touchPoints = 0) {
  Object.defineProperty(navigator, "userAgent", { configurable: true, value: agent });
  Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, value: touchPoints });
}

/** Every test of the calling file starts from a browser without the Push API. */
export function withoutPushAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of ["serviceWorker", "userAgent", "maxTouchPoints", "standalone"]) {
      Reflect.deleteProperty(navigator, name);
    }
  });
}
