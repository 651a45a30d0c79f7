import { useCallback, useEffect, useRef } from "react";
import { dismissToast, useToasts } from "../../lib/toasts";

/**
 * Toasts shown on an account form are about that form's earlier steps: once an attempt succeeds
 * they are moot (a failed try's error, and the sign-up's "now sign in" once signed in); on
 * leaving the form, its errors are. Returns a function that dismisses every toast shown so far
 * (call it on success, before navigating), and dismisses the errors on leaving, so neither
 * follows the person onto the dashboard.
 */
export function useStaleToastsDismissed(): () => void {
  const toasts = useToasts();
  const shown = useRef(toasts);
  shown.current = toasts;
  const dismiss = useCallback(() => {
    for (const toast of shown.current) dismissToast(toast.id);
  }, []);
  useEffect(
    () => () => {
      for (const toast of shown.current) if (toast.kind === "error") dismissToast(toast.id);
    },
    [],
  );
  return dismiss;
}
