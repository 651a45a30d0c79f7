import { useEffect, useState } from "react";
import { toast } from "../../../../lib/toasts";
import { inviteLink } from "../../invite-link";

/** How long the button says 'copied' (spec section 9). */
export const COPIED_MS = 2000;

export function CopyLinkButton({
  eventId,
  className = "",
}: {
  eventId: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(inviteLink(eventId));
      setCopied(true);
    } catch {
      toast.error("클립보드에 복사하지 못했습니다. 링크를 직접 복사해주세요.", "링크 복사");
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-xs ${copied ? "btn-success" : "btn-ghost"} ${className}`}
      onClick={copy}
      aria-live="polite"
    >
      {copied ? "✓ 복사됨" : "링크 복사"}
    </button>
  );
}
