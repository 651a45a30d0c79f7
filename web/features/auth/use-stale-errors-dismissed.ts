import { useCallback, useEffect, useRef } from "react";
import { dismissToast, useToasts } from "../../lib/toasts";

/**
 * Error toasts shown on an account form are about that form's earlier attempts: once an attempt
 * succeeds, or the person leaves the form, they are moot. Returns a function that dismisses
 * them (call it on success, before navigating) and dismisses them on leaving, so a failed
 * sign-in's toast does not follow the person onto the dashboard.
 */
export function useStaleErrorsDismissed(): () => void {
  const toasts = useToasts();
  const shown = useRef(toasts);
  shown.current = toasts;
  const dismiss = useCallback(() => {
    for (const toast of shown.current) if (toast.kind === "error") dismissToast(toast.id);
  }, []);
  useEffect(() => dismiss, [dismiss]);
  return dismiss;
}
