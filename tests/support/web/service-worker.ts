import { vi } from "vitest";
import source from "../../../public/sw.js?raw";

/**
 * The app's service worker (public/sw.js) run as written, in this test's page, with the
 * worker's globals faked: `self` (its event listeners, registration and push manager), `caches`
 * (in memory, as the Cache API keeps entries) and `fetch`. Events are dispatched as the browser
 * would, and `dispatch` waits for what their handlers passed to `waitUntil`.
 */

/** What a PushSubscription gives the worker: its endpoint, options and JSON. */
export type WorkerSubscription = {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

/** A subscription with its own keys, as a push service would hand out for `endpoint`. */
export const workerSubscription = (endpoint: string): WorkerSubscription => ({
  endpoint,
  options: { applicationServerKey: null, userVisibleOnly: true },
  toJSON: () => ({
    endpoint,
    expirationTime: null,
    keys: { p256dh: `B${endpoint.slice(-1).repeat(86)}`, auth: "a".repeat(22) },
  }),
});

/** What the worker asked the browser to show: a notification's title and options. */
export type ShownNotification = {
  title: string;
  options: {
    body?: string;
    tag?: string;
    data?: { url?: string; actions?: Record<string, string> };
    actions?: { action: string; title: string }[];
    icon?: string;
    badge?: string;
    lang?: string;
  };
};

/** A window of the app the worker may find open (clients.matchAll). */
export type WindowClientFake = { url: string; focus: () => Promise<unknown> };

/** A push's payload as the browser hands it to the worker (PushMessageData), or none. */
function pushData(payload: unknown) {
  if (payload === null) return null;
  const text = typeof payload === "string" ? payload : JSON.stringify(payload);
  return { text: () => text, json: () => JSON.parse(text) as unknown };
}

type PushManagerFake = {
  getSubscription: () => Promise<WorkerSubscription | null>;
  subscribe: (options: PushSubscriptionOptionsInit) => Promise<WorkerSubscription>;
};

export function startServiceWorker({
  pushManager,
  fetch,
}: {
  pushManager: PushManagerFake;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}) {
  const listeners = new Map<string, (event: object) => void>();
  const entries = new Map<string, string>();
  const caches = {
    open: async (name: string) => ({
      match: async (key: string) => {
        const body = entries.get(`${name} ${key}`);
        return body === undefined ? undefined : new Response(body);
      },
      put: async (key: string, response: Response) => {
        entries.set(`${name} ${key}`, await response.text());
      },
    }),
  };
  const fetchFake = vi.fn(fetch);
  const self = {
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
    registration: {
      pushManager,
      showNotification: vi.fn(async (_title: string, _options: ShownNotification["options"]) => {}),
      getNotifications: vi.fn(),
    },
    clients: {
      claim: vi.fn(),
      // No window of the app is open unless a test says otherwise.
      matchAll: vi.fn(async (_options?: object): Promise<WindowClientFake[]> => []),
      openWindow: vi.fn(async (_url: string) => null),
    },
    skipWaiting: vi.fn(),
    location: { origin: window.location.origin },
  };
  new Function("self", "caches", "fetch", source)(self, caches, fetchFake);

  /** Dispatches an extendable event and waits until its handler's work is done. */
  async function dispatch(type: string, fields: object = {}): Promise<void> {
    const listener = listeners.get(type);
    if (!listener) throw new Error(`public/sw.js has no "${type}" listener`);
    const pending: Promise<unknown>[] = [];
    listener({ ...fields, waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
  }

  return {
    dispatch,
    /** A page's `postMessage` to the worker. */
    message: (data: unknown) => dispatch("message", { data }),
    fetch: fetchFake,
    /** The browser's clients, as the worker sees them (windows it finds, opens or focuses). */
    clients: self.clients,
    /** A push as the browser hands it over: an object is sent as its JSON, null as no payload. */
    push: (payload: unknown) => dispatch("push", { data: pushData(payload) }),
    /** The notifications the worker showed, oldest first. */
    shown: (): ShownNotification[] =>
      self.registration.showNotification.mock.calls.map(([title, options]) => ({ title, options })),
    /**
     * A tap on a notification the worker showed: on one of its buttons (`action`), or on the
     * notification itself (no action, as the browser says it: ""). The notification's `close`.
     */
    click: async (shown: ShownNotification, action = "") => {
      const close = vi.fn();
      await dispatch("notificationclick", {
        action,
        notification: { title: shown.title, data: shown.options.data, close },
      });
      return close;
    },
    /** The addresses the worker opened a window at, in order. */
    opened: () => self.clients.openWindow.mock.calls.map(([url]) => url),
    /** The worker's renewal calls, in order: the event ("account" for the account's) and the body. */
    renewals: () =>
      fetchFake.mock.calls
        .filter(([, init]) => init?.method === "PUT")
        .map(([url, init]) => ({
          event: url.endsWith("/users/me/push/renewal")
            ? "account"
            : /\/events\/([^/]+)\/push\/renewal$/.exec(url)?.[1],
          body: JSON.parse(String(init?.body)) as unknown,
        })),
  };
}
