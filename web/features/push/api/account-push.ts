import { queryOptions } from "@tanstack/react-query";
import type { AccountPushState, AccountPushSubscribe } from "#contract/host-notices";
import { api, unwrap } from "../../../lib/api-client";
import { currentSubscription } from "../browser-subscription";

/**
 * The browsers a signed-in account hears of its events on (decision 0067): its own list, apart
 * from an invitee's subscriptions, which belong to responses.
 */

/** GET /users/me/push: the endpoints of the account's browsers. */
export const accountPushQuery = queryOptions({
  queryKey: ["users", "me", "push"],
  queryFn: (): Promise<AccountPushState> => unwrap(api.users.me.push.$get()),
});

/**
 * This browser's endpoint, or null: held by the browser, so read from it rather than the server,
 * and read again only when this page changes it.
 */
export const thisBrowserQuery = queryOptions({
  queryKey: ["push", "this-browser"],
  queryFn: async () => (await currentSubscription())?.endpoint ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

/** PUT /users/me/push: this browser's subscription, for the account's notices. */
export const subscribeAccountPush = (body: AccountPushSubscribe) =>
  unwrap(api.users.me.push.$put({ json: body }));

/** DELETE /users/me/push: the endpoint proves the browser is the account's. */
export const unsubscribeAccountPush = (endpoint: string) =>
  unwrap(api.users.me.push.$delete({ json: { endpoint } }));

/**
 * The same DELETE as the account signs out, with its token given (storage no longer holds it),
 * and kept alive: closing the tab right after signing out does not cancel it.
 */
export const releaseAccountPush = (endpoint: string, token: string) =>
  unwrap(
    api.users.me.push.$delete(
      { json: { endpoint } },
      { headers: { Authorization: `Bearer ${token}` }, init: { keepalive: true } },
    ),
  );
