import { m } from "#messages";
import { CopyButton } from "../copy-button";
import { pollLink } from "../poll-link";

/**
 * The poll's link to send to the group, with its copy button. Just made, the card says what to
 * do next.
 */
export function PollLinkCard({ pollId, created }: { pollId: string; created: boolean }) {
  const link = pollLink(pollId);

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
          <CopyButton link={link} className="btn-primary" />
        </div>
      </div>
    </section>
  );
}
