import type { PushSubscriptionJson } from "#contract/push";
import { vapidPublicKey } from "../api/push-calls";
import { subscribeThisBrowser, subscriptionJson } from "../browser-subscription";

/**
 * This browser's subscription for a vote, which the poll page sends with the vote itself (no
 * call of its own, unlike an invitee's response). The words are the poll page's: only why it
 * failed comes back.
 */
export type VoteSubscribing =
  | { ok: true; subscription: PushSubscriptionJson }
  | { ok: false; why: NotificationPermission | "failed" };

/** Call it straight from the tick: subscribeThisBrowser asks for permission first. */
export async function subscribeForVote(): Promise<VoteSubscribing> {
  try {
    const result = await subscribeThisBrowser(vapidPublicKey());
    if (!result.ok) return { ok: false, why: result.permission };
    return { ok: true, subscription: subscriptionJson(result.subscription) };
  } catch {
    // The key could not be fetched, or the browser's push service refused or was unreachable.
    return { ok: false, why: "failed" };
  }
}
