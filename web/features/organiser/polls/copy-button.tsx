import { useEffect, useState } from "react";
import { m } from "#messages";
import { toast } from "../../../lib/toasts";
import { COPIED_MS, copyLabel } from "../components/dashboard/use-copy-invite-link";

/**
 * A button that copies a link and says so for two seconds, as the dashboard's invite link
 * buttons do (their hook is for an event's link; this one takes any).
 */
export function CopyButton({ link, className = "" }: { link: string; className?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error(m.organiser_copy_link_failed(), m.organiser_copy_link());
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-sm ${copied ? "btn-success" : className}`}
      onClick={copy}
      aria-live="polite"
    >
      {copyLabel(copied)}
    </button>
  );
}
