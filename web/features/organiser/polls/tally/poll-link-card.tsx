import { useEffect, useState } from "react";
import { m } from "#messages";
import { toast } from "../../../../lib/toasts";
import { COPIED_MS, copyLabel } from "../../components/dashboard/use-copy-invite-link";
import { pollLink } from "../poll-link";

/**
 * The poll's link to send to the group, with a copy button that says so for two seconds, as an
 * event's invite link does. Just made, the card says what to do next.
 */
export function PollLinkCard({ pollId, created }: { pollId: string; created: boolean }) {
  const [copied, setCopied] = useState(false);
  const link = pollLink(pollId);

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
    <section
      className={`card border bg-base-100 ${created ? "border-primary" : "border-base-300"}`}
      aria-labelledby="poll-link-title"
      data-testid="poll-link-card"
    >
      <div className="card-body gap-2 p-4">
        <h2 id="poll-link-title" className="font-semibold">
          {created ? m.poll_org_link_created() : m.poll_org_link_title()}
        </h2>
        <p className="text-sm text-base-content/70">{m.poll_org_link_help()}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 rounded bg-base-200 px-2 py-1 text-sm break-all">
            {link}
          </code>
          <button
            type="button"
            className={`btn btn-sm ${copied ? "btn-success" : "btn-primary"}`}
            onClick={copy}
            aria-live="polite"
          >
            {copyLabel(copied)}
          </button>
        </div>
      </div>
    </section>
  );
}
