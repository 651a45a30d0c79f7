// The app's service worker, for push notifications only (issue 20). Plain JavaScript copied as
// a static asset, so it needs no build step and keeps its address, /sw.js, across deploys.
// There is deliberately no fetch handler: the app keeps its own network behaviour (no cache,
// no offline copy that could show an invitee a stale list), and the browser skips the worker
// for every request.

const ICON = "/icons/icon-192.png";
// Android draws the badge from its alpha channel alone, in the status bar.
const BADGE = "/icons/badge-96.png";
const FALLBACK = { title: "모임 RSVP", body: "새 소식이 있어요", url: "/", actions: [] };

// A new version takes over at once: it holds no caches that an open page could depend on.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/**
 * The server's PushNotice ({title, body, url, tag, actions}); anything else becomes the generic
 * notice. `actions` are the buttons of a notice that asks for an answer (a seat offer, the
 * reminder's '참석 유지' and '못 가요'): each opens its one-tap link's page, which asks once more
 * before it acts. Browsers without buttons (Safari) open the invite page from the notice.
 */
function noticeOf(data) {
  let notice = null;
  try {
    notice = data ? data.json() : null;
  } catch {
    // Not JSON: still shown, as below.
  }
  const text = (value) => typeof value === "string" && value.trim() !== "";
  if (!notice || typeof notice !== "object" || !text(notice.title)) return { ...FALLBACK };
  return {
    title: notice.title,
    body: text(notice.body) ? notice.body : "",
    url: text(notice.url) ? notice.url : "/",
    tag: text(notice.tag) ? notice.tag : undefined,
    actions: Array.isArray(notice.actions)
      ? notice.actions
          .filter((a) => a && text(a.action) && text(a.title) && text(a.url))
          .slice(0, 2)
      : [],
  };
}

// Subscriptions are userVisibleOnly: every push must show a notification, or the browser
// shows its own ("this site has been updated in the background") and may revoke the permission.
self.addEventListener("push", (event) => {
  const notice = noticeOf(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data:
        notice.actions.length > 0
          ? {
              url: notice.url,
              actions: Object.fromEntries(notice.actions.map((a) => [a.action, a.url])),
            }
          : { url: notice.url },
      actions: notice.actions.map(({ action, title }) => ({ action, title })),
      icon: ICON,
      badge: BADGE,
      lang: "ko",
    }),
  );
});

/** Only a path of this origin is opened: a payload must not send anyone elsewhere. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : null;
  } catch {
    return null;
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // A button opens its answer's page; the notice itself, its own page: the invite page, or for
  // a host's notice of answers, the event's responses page.
  const data = event.notification.data ?? {};
  const chosen = (event.action && data.actions?.[event.action]) || data.url || "/";
  const url = sameOriginUrl(chosen) ?? `${self.location.origin}/`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // The invite page already open in a tab is brought forward rather than opened twice.
      const open = windows.find((client) => client.url === url && "focus" in client);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

// Following a renewed subscription. The server keeps a copy of this browser's subscription per
// response (docs/decisions/0020-push-notifications.md); when the browser replaces it
// (pushsubscriptionchange, or a page finding another one), every event it was given to hears of
// the new one, with the old endpoint as proof (PUT /api/v1/events/{id}/push/renewal). The pages
// tell this worker which events those are (web/features/push/renewal-follow.ts); it keeps their
// ids, and the endpoints they may hold, in the Cache API: one small JSON entry that no fetch
// handler ever serves. A signed-in host's account may hold this browser too (decision 0067):
// while a page says so, the account hears of the new one as well, the same way
// (PUT /api/v1/users/me/push/renewal: no token here, the old endpoint is the proof).

const MEMORY_CACHE = "moim-push-renewal";
const MEMORY_KEY = "/push-renewal-memory";
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_RENEWAL = "/api/v1/users/me/push/renewal";
/** Endpoints kept while renewals are owed: a few failures in a row, not a growing list. */
const MAX_ENDPOINTS = 4;

const strings = (value, valid) =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string" && valid(item)) : [];

/**
 * {events, account, endpoints}: the followed events' ids, whether an account is followed, and
 * the endpoints they may hold: the last one handed on, and any an unanswered renewal still owes
 * (none at all before the first page says).
 */
async function readMemory() {
  try {
    const held = await (await caches.open(MEMORY_CACHE)).match(MEMORY_KEY);
    const memory = held ? await held.json() : null;
    return {
      events: strings(memory?.events, (id) => EVENT_ID.test(id)),
      account: memory?.account === true,
      endpoints: strings(memory?.endpoints, () => true).slice(-MAX_ENDPOINTS),
    };
  } catch {
    return { events: [], account: false, endpoints: [] };
  }
}

/** Nothing followed: no renewal to make. */
const followsNothing = (memory) => memory.events.length === 0 && !memory.account;

async function writeMemory({ events, account, endpoints }) {
  const body = JSON.stringify({ events, account, endpoints: endpoints.slice(-MAX_ENDPOINTS) });
  const headers = { "Content-Type": "application/json" };
  await (await caches.open(MEMORY_CACHE)).put(MEMORY_KEY, new Response(body, { headers }));
}

// One change to the memory at a time: a page's message and a renewal may arrive together.
let memoryWork = Promise.resolve();
function changeMemory(change) {
  const next = memoryWork.then(async () => {
    const memory = await readMemory();
    const changed = await change(memory);
    if (changed) await writeMemory(changed);
  });
  memoryWork = next.catch(() => {});
  return next;
}

/** A base64url key as the bytes pushManager.subscribe wants (as browser-subscription.ts). */
function keyBytes(key) {
  const base64 = key.replaceAll("-", "+").replaceAll("_", "/");
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

/** A subscription with the server's key (the old one's if the server cannot be asked). */
async function resubscribe(old) {
  let applicationServerKey = old?.options?.applicationServerKey ?? null;
  try {
    const res = await fetch("/api/v1/push/vapid-public-key");
    if (res.ok) applicationServerKey = keyBytes((await res.json()).key);
  } catch {
    // Offline: the old subscription's key is the same key, if the browser kept it.
  }
  if (!applicationServerKey) return null;
  return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** One follower's renewals, one per old endpoint: "renewed", "gone" (404) or "failed". */
async function renewAt(url, oldEndpoints, subscription) {
  for (const oldEndpoint of oldEndpoints) {
    try {
      const res = await fetch(url, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ old_endpoint: oldEndpoint, subscription: subscription.toJSON() }),
      });
      if (res.status === 404) return "gone";
      if (!res.ok) return "failed";
    } catch {
      return "failed";
    }
  }
  return "renewed";
}

/**
 * Hands `subscription` to every followed event, and to the account when one is followed, in
 * place of each old endpoint (one a follower does not hold renews nothing there). A deleted
 * event (404) is forgotten. When a follower could not be reached, the old endpoints stay owed,
 * and the next page that opens (its "push-followed" message) tries again.
 */
async function renew(memory, oldEndpoints, subscription) {
  const current = subscription.endpoint;
  const owed = [...new Set(oldEndpoints)].filter((endpoint) => endpoint && endpoint !== current);
  if (owed.length === 0 || followsNothing(memory)) return { ...memory, endpoints: [current] };
  const urls = memory.events.map((eventId) => `/api/v1/events/${eventId}/push/renewal`);
  if (memory.account) urls.push(ACCOUNT_RENEWAL);
  const answers = await Promise.all(urls.map((url) => renewAt(url, owed, subscription)));
  const events = memory.events.filter((_, index) => answers[index] !== "gone");
  const account = memory.account && answers[memory.events.length] !== "gone";
  const done = !answers.includes("failed");
  return { events, account, endpoints: done ? [current] : [...owed, current] };
}

/** The browser replaced the subscription: take the new one (or make it) and hand it on. */
function followChange(event) {
  return changeMemory(async (memory) => {
    if (followsNothing(memory)) return null;
    const subscription =
      event.newSubscription ??
      (await self.registration.pushManager.getSubscription()) ??
      (await resubscribe(event.oldSubscription));
    if (!subscription) return null;
    // The old subscription is the proof; so is what the memory holds, for a browser that gives
    // no old subscription and for renewals still owed.
    const old = [...memory.endpoints, event.oldSubscription?.endpoint];
    return renew(memory, old, subscription);
  });
}

/**
 * A page subscribed a response of `eventId`, or opened with one on: the event is followed, and a
 * subscription the browser replaced without telling (not every browser fires
 * pushsubscriptionchange) or a renewal still owed is handed on, to this event too (its other
 * responses in this browser may hold the old endpoint).
 */
function follow(eventId) {
  return changeMemory(async (memory) => {
    const subscription = await self.registration.pushManager.getSubscription();
    if (!subscription) return null;
    const events = memory.events.includes(eventId) ? memory.events : [...memory.events, eventId];
    return renew({ ...memory, events }, memory.endpoints, subscription);
  });
}

/**
 * A page found the signed-in account holding this browser (just turned on, or opened with it
 * on): the account is followed, and anything owed is handed on, to it too.
 */
function followAccount() {
  return changeMemory(async (memory) => {
    const subscription = await self.registration.pushManager.getSubscription();
    if (!subscription) return null;
    return renew({ ...memory, account: true }, memory.endpoints, subscription);
  });
}

/** The account let go of this browser (turned off, or signed out). */
function unfollowAccount() {
  return changeMemory(async (memory) => (memory.account ? { ...memory, account: false } : null));
}

/** No response of `eventId` has notifications on in this browser any more. */
function unfollow(eventId) {
  return changeMemory(async (memory) =>
    memory.events.includes(eventId)
      ? { ...memory, events: memory.events.filter((id) => id !== eventId) }
      : null,
  );
}

self.addEventListener("pushsubscriptionchange", (event) => event.waitUntil(followChange(event)));

self.addEventListener("message", (event) => {
  const { type, event_id: eventId } = event.data ?? {};
  if (type === "push-account-followed") event.waitUntil(followAccount());
  if (type === "push-account-unfollowed") event.waitUntil(unfollowAccount());
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId)) return;
  if (type === "push-followed") event.waitUntil(follow(eventId));
  if (type === "push-unfollowed") event.waitUntil(unfollow(eventId));
});
