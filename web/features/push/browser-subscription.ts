import type { PushSubscriptionJson } from "#contract/push";

/**
 * This browser's push subscription: the service worker (/sw.js) and the push service's
 * endpoint. One subscription serves every response and event in this browser; the server keeps
 * a copy per response.
 */

/** A base64url key (as the server gives it) as the bytes `pushManager.subscribe` wants. */
export function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replaceAll("-", "+").replaceAll("_", "/");
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  // A browser that does not say which key a subscription was made with: trust it, since a
  // needless unsubscribe would silence this browser's other events until each is turned on again.
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

export type Subscribing =
  | { ok: true; subscription: PushSubscription }
  | { ok: false; permission: NotificationPermission };

/**
 * Asks for permission and subscribes, reusing a subscription made with the same key. Call it
 * straight from the press: Safari grants permission only inside a user gesture, so the request
 * goes first, with the service worker's registration and the key fetched alongside.
 */
export async function subscribeThisBrowser(serverKey: Promise<string>): Promise<Subscribing> {
  const asking = Notification.requestPermission();
  const registering = navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const [permission] = await Promise.all([asking, registering, serverKey]);
  if (permission !== "granted") return { ok: false, permission };
  // Subscribing needs an active worker; a first registration is still installing.
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(await serverKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameKey(existing.options.applicationServerKey, applicationServerKey)) {
      return { ok: true, subscription: existing };
    }
    // Made with another key (the server's keys were replaced): push services refuse a second.
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  return { ok: true, subscription };
}

/** The subscription this browser holds now, or null (never made, revoked, or expired). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as the server takes it (the browser's toJSON, whose fields are optional). */
export function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson {
  const { expirationTime, keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
  };
}
