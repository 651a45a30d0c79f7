import { z } from "zod";
import { Announcement } from "./public-view";
import { ResponseName, ResponsePassword } from "./response-requests";

/**
 * Push notifications for invitees (docs/decisions/0020-push-notifications.md): the
 * browser's own push service, no account. A subscription is kept with its response in the event
 * room and never returned by any call.
 */

/** Announcements are short: one notification's worth, shown whole on a lock screen. */
export const ANNOUNCEMENT_MAX = 200;

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

/**
 * A push service's endpoint as a URL: https only (RFC 8030 §8). Which hosts may be named is
 * `pushEndpointProblem` below, checked by the route, because the tests' local push service is
 * allowed there by server configuration.
 */
export const PushEndpoint = z
  .url({ protocol: /^https$/, message: "endpoint must be an https URL" })
  .max(2048);

/**
 * The push services browsers use: the only hosts an endpoint may name, so the Worker never posts
 * where an invitee points it (a victim's server, a port, an address on a private network).
 * - Chrome and the Chromium browsers on Android: Firebase Cloud Messaging,
 *   `https://fcm.googleapis.com/fcm/send/` and `https://fcm.googleapis.com/wp/` (Chromium,
 *   components/push_messaging/push_messaging_constants.cc); `android.googleapis.com` is its
 *   older GCM host, still in old subscriptions.
 * - Firefox: Mozilla's autopush, endpoints under `https://updates.push.services.mozilla.com/wpush/`
 *   (mozilla-services/autopush-rs, docs/src/http.md). `push.services.mozilla.com` is the
 *   browser's own WebSocket, never an endpoint.
 * - Safari: "allow URLs from any subdomain of push.apple.com" (WebKit, "Meet Web Push",
 *   https://webkit.org/blog/12945/meet-web-push/); today `web.push.apple.com`.
 * - Edge on Windows: the Windows Push Notification Services (Microsoft's Edge policy
 *   ForceBuiltInPushMessagingClient says Edge connects to WNS), whose web push endpoints are
 *   hosts under `notify.windows.com`, for example `wns2-par02p.notify.windows.com` (the outage
 *   report github.com/MicrosoftEdge/DevTools/issues/262 names "*.notify.windows.com" as the
 *   hosts used for web push).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
] as const;
/** Push services whose every subdomain is theirs (a label or more before the suffix). */
export const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"] as const;

/**
 * Why an endpoint is refused, or null when the Worker may post to it: https, no user name or
 * password, the default port (443), a name rather than an IP address, and one of the push
 * services above. `testHosts` (PUSH_TEST_HOSTS, refused in production) admits the tests' local
 * push service on any port.
 */
export function pushEndpointProblem(
  endpoint: string,
  testHosts: readonly string[] = [],
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "endpoint must be an https URL";
  }
  if (url.protocol !== "https:") return "endpoint must be an https URL";
  if (url.username || url.password) return "endpoint must not carry a user name or password";
  const host = url.hostname;
  if (testHosts.includes(host)) return null;
  if (url.port !== "") return "endpoint must use port 443";
  // The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted form.
  if (host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    return "endpoint must name a push service, not an IP address";
  }
  const known =
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
  return known ? null : "endpoint must be a browser's push service (FCM, Mozilla, Apple, Windows)";
}

/** `PushSubscription.toJSON()` as the browser gives it. */
export const PushSubscriptionJson = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters. */
    p256dh: base64url(86, 88),
    /** The 16-byte auth secret: 22 characters. */
    auth: base64url(21, 24),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** PUT /events/{id}/push: this browser's subscription for the response a name and password open. */
export const PushSubscribe = z.object({
  name: ResponseName,
  password: ResponsePassword,
  subscription: PushSubscriptionJson,
});
export type PushSubscribe = z.input<typeof PushSubscribe>;

export const PushSubscribed = z.object({ message: z.string(), response_id: z.string() });
export type PushSubscribed = z.infer<typeof PushSubscribed>;

/**
 * DELETE /events/{id}/push: the endpoint is the proof (only its browser knows it). With a
 * `response_id`, that response's subscription only; without, every one of this browser's on
 * the event.
 */
export const PushUnsubscribe = z.object({
  endpoint: z.string().max(2048),
  response_id: z.string().max(64).optional(),
});
export type PushUnsubscribe = z.input<typeof PushUnsubscribe>;

export const PushUnsubscribed = z.object({ message: z.string(), removed: z.number().int() });
export type PushUnsubscribed = z.infer<typeof PushUnsubscribed>;

/**
 * PUT /events/{id}/push/renewal: the browser replaced its subscription (`pushsubscriptionchange`,
 * or a page that finds a new one); every response of the event subscribed with `old_endpoint`
 * takes the new one. The old endpoint is the proof, as for DELETE.
 */
export const PushRenew = z.object({
  old_endpoint: z.string().max(2048),
  subscription: PushSubscriptionJson,
});
export type PushRenew = z.input<typeof PushRenew>;

/** How many responses took the new subscription: 0 for an endpoint the event does not hold. */
export const PushRenewed = z.object({ message: z.string(), renewed: z.number().int() });
export type PushRenewed = z.infer<typeof PushRenewed>;

/** GET /push/vapid-public-key: the application server key browsers subscribe with. */
export const VapidPublicKey = z.object({ key: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKey>;

/** POST /events/{id}/announcement, and PUT to correct the last one within its ten minutes. */
export const AnnouncementCreate = z.object({
  message: z.string().trim().min(1, "message must not be empty").max(ANNOUNCEMENT_MAX),
});
export type AnnouncementCreate = z.input<typeof AnnouncementCreate>;

/** The organiser's view: the last announcement, who would get the next one, and when it may go. */
export const AnnouncementState = z.object({
  latest: Announcement.nullable(),
  /** Responses with notifications on. */
  subscribers: z.number().int(),
  /** Seconds until the next announcement may be sent; 0 when it may go now. */
  retry_after_seconds: z.number().int(),
  /** Corrections `latest` may still get (PUT): 0 once its ten minutes are over. */
  corrections_left: z.number().int(),
});
export type AnnouncementState = z.infer<typeof AnnouncementState>;

export const AnnouncementSent = z.object({
  announcement: Announcement,
  /** How many subscriptions the notification was queued for. */
  sent_to: z.number().int(),
});
export type AnnouncementSent = z.infer<typeof AnnouncementSent>;

/**
 * What a notification carries, encrypted to the browser (RFC 8291); public/sw.js shows it.
 * `tag` names the change, so a retried delivery replaces rather than repeats the notification.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** Path of the page the notification opens (the invite page). */
  url: string;
  tag: string;
  /**
   * The notice's own id, the same on every try of it: a copy sent again after a crash is known
   * for one (its tag already shows it in place of the first).
   */
  id?: string;
  /**
   * The notification's buttons, for a notice that offers one-tap replies (an offer, the reminder):
   * each opens the page of a one-tap link, as the mail's button does (GET shows, POST acts).
   */
  actions?: PushAction[];
}

/** A notification's button: its words, and the path of the one-tap link's page it opens. */
export interface PushAction {
  action: string;
  title: string;
  url: string;
}
