import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushNotice } from "#contract/push";
import type { VapidKeys } from "./config";

/** What became of one push: delivered, the subscription is gone, worth trying again, or not. */
export type PushOutcome =
  | { kind: "sent" }
  | { kind: "gone" }
  | { kind: "retry"; afterSeconds: number | null; status: number | null }
  | { kind: "refused"; status: number };

/** How long a push service may keep a push for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not reply in this time is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one notice to one browser through its push service: encrypted to the browser (RFC 8291,
 * aes128gcm) and signed with our VAPID key (RFC 8292), by @block65/webcrypto-web-push, which
 * runs on Web Crypto alone. `Topic` (RFC 8030 §5.4) lets the push service replace an earlier
 * copy of the same push still waiting for the browser.
 */
export async function sendPush(
  target: { endpoint: string; p256dh: string; auth: string },
  notice: PushNotice,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  const payload = await buildPushPayload(
    {
      data: JSON.stringify(notice),
      options: { ttl: TTL_SECONDS, urgency: "high", topic: await topicOf(notice.tag) },
    },
    {
      endpoint: target.endpoint,
      expirationTime: null,
      keys: { p256dh: target.p256dh, auth: target.auth },
    },
    vapid,
  );
  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      ...payload,
      // A push service replies; it does not send us elsewhere (a 3xx is refused, not followed).
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: "retry", afterSeconds: null, status: null };
  }
  // The body says nothing we use; read it so the connection is released.
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 404 || status === 410) return { kind: "gone" };
  if (status === 429 || status >= 500) {
    const after = Number(response.headers.get("Retry-After"));
    return {
      kind: "retry",
      afterSeconds: Number.isFinite(after) && after > 0 ? after : null,
      status,
    };
  }
  return { kind: "refused", status };
}

/** A Topic is at most 32 base64url characters: the tag's SHA-256, shortened. */
async function topicOf(tag: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tag)),
  );
  return btoa(String.fromCharCode(...digest.slice(0, 24)))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}
