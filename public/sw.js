// The app's service worker, for push notifications only (issue 20). Plain JavaScript copied as
// a static asset, so it needs no build step and keeps its address, /sw.js, across deploys.
// There is deliberately no fetch handler: the app keeps its own network behaviour (no cache,
// no offline copy that could show an invitee a stale list), and the browser skips the worker
// for every request.

const ICON = "/icons/icon-192.png";
// Android draws the badge from its alpha channel alone, in the status bar.
const BADGE = "/icons/badge-96.png";
const FALLBACK = { title: "모임 RSVP", body: "새 소식이 있어요", url: "/" };

// A new version takes over at once: it holds no caches that an open page could depend on.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The server's PushNotice ({title, body, url, tag}); anything else becomes the generic notice. */
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
      data: { url: notice.url },
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
  const url = sameOriginUrl(event.notification.data?.url ?? "/") ?? `${self.location.origin}/`;
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
