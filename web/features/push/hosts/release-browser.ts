import { releaseAccountPush } from "../api/account-push";
import { currentSubscription } from "../browser-subscription";
import { pushSupport } from "../push-support";
import { unfollowAccountRenewals } from "../renewal-follow";

/**
 * Lets the account go of this browser as it signs out: a host's notices name invitees, and
 * whoever uses the browser next must not be shown them. `token` is the account's, read before
 * signing out cleared it, so the sign-out itself need not wait for this. The browser's
 * subscription stays (an invitee's answers in it may use it). Best effort: a release that fails
 * leaves the browser on the account until the account turns it off from its screens.
 */
export async function releaseThisBrowser(token: string): Promise<void> {
  if (pushSupport() !== "push") return;
  try {
    const subscription = await currentSubscription();
    if (subscription) await releaseAccountPush(subscription.endpoint, token);
    await unfollowAccountRenewals();
  } catch {
    // Offline, or the token already refused: nothing more to do from here.
  }
}
