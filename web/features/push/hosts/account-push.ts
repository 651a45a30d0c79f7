import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AccountPushState } from "#contract/host-notices";
import { m } from "#messages";
import { ApiError } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";
import {
  accountPushQuery,
  subscribeAccountPush,
  thisBrowserQuery,
  unsubscribeAccountPush,
} from "../api/account-push";
import { vapidPublicKey } from "../api/push-calls";
import { type Subscribing, subscribeThisBrowser, subscriptionJson } from "../browser-subscription";
import { permissionText } from "../permission-text";
import { followAccountRenewals, unfollowAccountRenewals } from "../renewal-follow";

/** The browser said no, or the prompt was dismissed: told apart, as each has its own way back. */
class PermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission);
  }
}

function problemText(error: unknown): string {
  if (error instanceof PermissionRefused) return permissionText(error.permission);
  if (error instanceof ApiError) return errorText(error);
  return m.account_notify_browser_failed();
}

/**
 * Whether the account hears of its events in this browser, and the presses that change it:
 * on when the browser's own endpoint is one of the account's.
 */
export function useAccountPush() {
  const queryClient = useQueryClient();
  const account = useQuery(accountPushQuery);
  const here = useQuery(thisBrowserQuery);
  const [problem, setProblem] = useState<string | null>(null);

  const keep = (endpoint: string, on: boolean) =>
    queryClient.setQueryData<AccountPushState>(accountPushQuery.queryKey, (state) => {
      const others = (state?.endpoints ?? []).filter((held) => held !== endpoint);
      return { endpoints: on ? [...others, endpoint] : others };
    });

  const turnOn = useMutation({
    mutationFn: async (subscribing: Promise<Subscribing>) => {
      const result = await subscribing;
      if (!result.ok) throw new PermissionRefused(result.permission);
      await subscribeAccountPush({ subscription: subscriptionJson(result.subscription) });
      return result.subscription.endpoint;
    },
    onMutate: () => setProblem(null),
    onSuccess: (endpoint) => {
      queryClient.setQueryData(thisBrowserQuery.queryKey, endpoint);
      keep(endpoint, true);
    },
    onError: (error) => setProblem(problemText(error)),
  });

  // Only the account lets go of the browser: its subscription stays, since this browser's
  // answers to invitations may be told through the same one.
  const turnOff = useMutation({
    mutationFn: async (endpoint: string) => {
      await unsubscribeAccountPush(endpoint);
      return endpoint;
    },
    onMutate: () => setProblem(null),
    onSuccess: (endpoint) => keep(endpoint, false),
    onError: (error) => setProblem(problemText(error)),
  });

  const endpoint = here.data ?? null;
  const on = endpoint !== null && (account.data?.endpoints.includes(endpoint) ?? false);
  // The service worker hands a replaced subscription to the account while it holds this browser
  // (public/sw.js); told whenever both sides are known.
  const known = here.isSuccess && account.isSuccess;
  useEffect(() => {
    if (known) void (on ? followAccountRenewals() : unfollowAccountRenewals());
  }, [known, on]);

  return {
    /** Known once the browser has said; an account list that failed to come reads as off. */
    ready: here.isSuccess && !account.isPending,
    on,
    busy: turnOn.isPending || turnOff.isPending,
    problem,
    /**
     * Call it straight from the press: the permission is asked for inside it, as Safari grants
     * it only there (browser-subscription.ts), before the mutation's own steps run.
     */
    start: () => turnOn.mutate(subscribeThisBrowser(vapidPublicKey())),
    stop: () => {
      if (endpoint) turnOff.mutate(endpoint);
    },
  };
}
