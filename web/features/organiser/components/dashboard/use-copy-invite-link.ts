import { useCallback, useEffect, useState } from "react";
import { m } from "#messages";
import { toast } from "../../../../lib/toasts";
import { inviteLink } from "../../invite-link";

/** How long a copy button says 'copied': long enough to see, short enough to copy again. */
export const COPIED_MS = 2000;

/**
 * Copies an event's invite link and says so for two seconds: shared by the dashboard's buttons
 * and menu items, which each look different but must behave the same.
 */
export function useCopyInviteLink(eventId: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(inviteLink(eventId));
      setCopied(true);
    } catch {
      toast.error(m.organiser_copy_link_failed(), m.organiser_copy_link());
    }
  }, [eventId]);

  return { copied, copy };
}

/** The copy button's words, the same wherever it is. */
export const copyLabel = (copied: boolean) =>
  copied ? m.organiser_copy_link_copied() : m.organiser_copy_link();
