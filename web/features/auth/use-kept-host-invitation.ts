import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { m } from "#messages";
import { errorText } from "../../lib/error-text";
import { eventKeys } from "../../lib/event-keys";
import { toast } from "../../lib/toasts";
import {
  acceptHostInvitation,
  forgetHostInvitation,
  joinedText,
  keptHostInvitation,
} from "./host-invitation";

/**
 * Someone with an account who followed a host invitation's link (decision 0043) and then signed in:
 * the dashboard takes the invitation kept in this tab, says which events they joined and reads
 * its list again to show them. On the dashboard rather than in the login form because the form
 * dismisses its error toasts as it is left (use-stale-toasts-dismissed.ts), and a refusal here
 * is news after the sign-in. Tried once either way: a refused token would be refused again.
 */
export function useKeptHostInvitation(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = keptHostInvitation();
    if (!token) return;
    // Forgotten before the call, so a second mount (StrictMode) does not send it twice.
    forgetHostInvitation();
    acceptHostInvitation(token).then(
      (accepted) => {
        toast.success(joinedText(accepted));
        void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      },
      (error) => toast.error(errorText(error), m.account_host_accept_failed()),
    );
  }, [queryClient]);
}
