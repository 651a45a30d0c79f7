import { useCallback, useEffect, useState } from "react";
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
      toast.error("클립보드에 복사하지 못했습니다. 링크를 직접 복사해주세요.", "링크 복사");
    }
  }, [eventId]);

  return { copied, copy };
}

/** The copy button's words, the same wherever it is. */
export const copyLabel = (copied: boolean) => (copied ? "✓ 복사됨" : "링크 복사");
