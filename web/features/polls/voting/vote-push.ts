import type { PushSubscriptionJson } from "#contract/push";

/**
 * The vote form's '...in this browser' box (components/push-choice.tsx): never touched, ticked
 * with this browser's subscription, or unticked. Untouched sends nothing, so a change made
 * elsewhere, or without the box, never drops the browser a voter subscribed before.
 */
export type PushPick = "untouched" | "off" | { subscription: PushSubscriptionJson };

/** What the vote's call sends for the box: left out, the subscription, or null to drop it. */
export const pickedSubscription = (pick: PushPick): PushSubscriptionJson | null | undefined =>
  pick === "untouched" ? undefined : pick === "off" ? null : pick.subscription;
