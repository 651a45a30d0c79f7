import type { PushSubscriptionJson } from "#contract/push";
import type { EventRow } from "../db/schema";
import { ApiError } from "../lib/errors";
import { roomFor } from "./event-rooms";
import { refusalToError } from "./refusal-errors";
import { openWithPassword } from "./responses";

/**
 * Notifications without an account (docs/decisions/0020-push-notifications.md): a browser's
 * push subscription, kept with its response in the event room. The password opens the response
 * exactly as a change does, under the same guessing limits.
 */
export async function subscribeResponse(
  env: Env,
  eventId: string,
  input: { name: string; password: string; subscription: PushSubscriptionJson },
  source: string | null,
): Promise<{ response_id: string }> {
  const { room, auth } = await openWithPassword(env, eventId, input, source);
  const subscribed = await room.subscribePush(eventId, {
    ...auth,
    subscription: input.subscription,
  });
  if (!subscribed.ok) throw refusalToError(subscribed);
  return { response_id: subscribed.response_id };
}

/** Only the browser holding a subscription knows its endpoint: that is the proof to remove it. */
export async function unsubscribeBrowser(
  env: Env,
  eventId: string,
  endpoint: string,
  responseId: string | undefined,
): Promise<number> {
  const removed = await roomFor(env, eventId).unsubscribePush(eventId, endpoint, responseId);
  if (!removed.ok) throw refusalToError(removed);
  return removed.removed;
}

/**
 * A browser's renewed subscription replaces the one it held: the old endpoint is the proof. An
 * endpoint the event does not hold renews nothing and returns 0, which tells nothing to anyone
 * but the browser that knows it.
 */
export async function renewBrowser(
  env: Env,
  eventId: string,
  oldEndpoint: string,
  subscription: PushSubscriptionJson,
): Promise<number> {
  const renewed = await roomFor(env, eventId).renewPush(eventId, oldEndpoint, subscription);
  if (!renewed.ok) throw refusalToError(renewed);
  return renewed.renewed;
}

export async function announcementState(env: Env, event: EventRow) {
  const state = await roomFor(env, event.id).announcementState(event.id, event.configVersion);
  if (!state.ok) throw refusalToError(state);
  const { ok: _ok, ...rest } = state;
  return rest;
}

/** An announcement; with `correct`, a correction of the last one in place (its ten minutes). */
export async function announce(env: Env, event: EventRow, message: string, correct = false) {
  const room = roomFor(env, event.id);
  const sent = await room.announce(event.id, message, event.configVersion, correct);
  if (!sent.ok) throw refusalToError(sent);
  const { announcement, sent_to } = sent.reply;
  return { announcement, sent_to };
}

/** The public key browsers subscribe with; a server without keys cannot push at all. */
export function vapidPublicKey(vapid: { publicKey: string } | null): string {
  if (!vapid) throw new ApiError("push_unavailable");
  return vapid.publicKey;
}
