import { notifyOnIds } from "./notify-memory";

/**
 * Tells the service worker (public/sw.js) which events this browser's subscription was given
 * to, so that when the browser replaces the subscription (pushsubscriptionchange) it hands the
 * new one to each of them. The worker keeps the list; these are only messages, and a browser
 * without an active worker yet simply hears again the next time the page opens.
 */

type FollowMessage =
  | { type: "push-followed" | "push-unfollowed"; event_id: string }
  | { type: "push-account-followed" | "push-account-unfollowed" };

async function tell(message: FollowMessage): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration("/");
    registration?.active?.postMessage(message);
  } catch {
    // No worker to tell: renewals are not followed in this browser, notifications still work.
  }
}

/** A response of the event has notifications on here (just turned on, or found on). */
export const followRenewals = (eventId: string) =>
  tell({ type: "push-followed", event_id: eventId });

/** A response's notifications went off: the event is dropped once none of its are on here. */
export async function unfollowRenewalsIfNone(eventId: string): Promise<void> {
  if (notifyOnIds(eventId).length === 0) await tell({ type: "push-unfollowed", event_id: eventId });
}

/**
 * The signed-in account holds this browser (a host's notices, decision 0067): a replaced
 * subscription is handed to the account too. Told whenever a page learns it.
 */
export const followAccountRenewals = () => tell({ type: "push-account-followed" });

/** The account does not hold this browser (turned off, signed out, or never on here). */
export const unfollowAccountRenewals = () => tell({ type: "push-account-unfollowed" });
