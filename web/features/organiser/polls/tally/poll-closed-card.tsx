import { Link } from "react-router";
import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { inviteLink } from "../../invite-link";
import { CopyButton } from "../copy-button";
import { optionWhen } from "../option-when";

/** A closed poll: the date chosen, and the event it made with its responses and invite link. */
export function PollClosedCard({ poll }: { poll: PollDetail }) {
  const chosen = poll.options.find((option) => option.id === poll.chosen_option_id);
  return (
    <section
      className="card border border-primary bg-base-100"
      aria-labelledby="poll-closed-title"
      data-testid="poll-closed"
    >
      <div className="card-body gap-2 p-4">
        <h2 id="poll-closed-title" className="font-semibold">
          {m.poll_org_closed_title()}
        </h2>
        {chosen && <p className="text-lg">{optionWhen(chosen, poll.time_zone)}</p>}
        <p className="text-sm text-base-content/70">{m.poll_org_closed_help()}</p>
        {poll.event_id && (
          <div className="card-actions">
            <Link to={`/events/${poll.event_id}/responses`} className="btn btn-primary btn-sm">
              {m.poll_org_closed_event()}
            </Link>
            <CopyButton link={inviteLink(poll.event_id)} className="btn-ghost" />
          </div>
        )}
      </div>
    </section>
  );
}
