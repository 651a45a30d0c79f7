import { Link } from "react-router";
import type { PollsPublic } from "#contract/polls";
import { m } from "#messages";
import { shownDate } from "../../../../lib/dates";
import { tallyPath } from "../poll-link";

type PollSummary = PollsPublic["data"][number];

/** Where a poll stands in a line: the leading dates, the event it made, or no votes yet. */
function Standing({ poll }: { poll: PollSummary }) {
  if (poll.closed_at !== null) {
    return poll.event_id ? (
      <Link to={`/events/${poll.event_id}/responses`} className="link link-primary">
        {m.poll_org_summary_closed()}
      </Link>
    ) : (
      <span>{m.poll_org_state_closed()}</span>
    );
  }
  const [first, ...others] = poll.leading;
  if (!first) return <span className="text-base-content/70">{m.poll_org_summary_no_leader()}</span>;
  const when = shownDate(first, poll.time_zone, "weekday");
  return (
    <span>
      {others.length > 0
        ? m.poll_org_summary_leading_more({ when, more: others.length })
        : m.poll_org_summary_leading({ when })}
    </span>
  );
}

/** The account's polls, one card each, the whole card a way to its tally. */
export function PollCards({ polls }: { polls: PollSummary[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={m.poll_org_dashboard_title()}>
      {polls.map((poll) => (
        <li
          key={poll.id}
          className="card border border-base-300 bg-base-100"
          data-poll-id={poll.id}
        >
          <div className="card-body gap-1 p-4">
            <h3 className="card-title min-w-0 text-base wrap-anywhere">
              <Link to={tallyPath(poll.id)} className="link link-hover">
                {poll.title}
              </Link>
            </h3>
            <p className="text-sm text-base-content/70">
              {m.poll_org_summary_dates({ count: poll.option_count })} ·{" "}
              {m.poll_org_voter_count({ count: poll.voter_count })}
            </p>
            <p className="text-sm">
              <Standing poll={poll} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
