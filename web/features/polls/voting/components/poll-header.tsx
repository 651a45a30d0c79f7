import type { PollPublicView } from "#contract/polls";
import { zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { shownDate } from "../../../../lib/dates";
import type { LiveStatus } from "../../../../lib/live-status";

/** The poll's state in one word: open, decided, or past its deadline. */
function stateOf(view: PollPublicView, taking: boolean) {
  if (view.closed_at) return { text: m.poll_page_decided(), look: "badge-success" };
  return taking
    ? { text: m.poll_page_open(), look: "badge-primary" }
    : { text: m.poll_page_ended(), look: "badge-ghost" };
}

/** Title, state, the organiser's words, the place, the deadline, the clock and how many voted. */
export function PollHeader({
  view,
  live,
  taking,
}: {
  view: PollPublicView;
  live: LiveStatus;
  taking: boolean;
}) {
  const state = stateOf(view, taking);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="poll-title">
      <div className="card-body gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={`badge ${state.look}`} data-testid="poll-state">
            {state.text}
          </span>
          <LiveIndicator status={live} />
        </div>
        <div>
          <p className="text-sm text-base-content/70">{m.poll_page_kind()}</p>
          <h1 id="poll-title" className="text-2xl font-bold">
            {view.title}
          </h1>
        </div>
        {view.description && <p className="whitespace-pre-line">{view.description}</p>}
        {view.location && <p>📍 {view.location}</p>}
        <ul className="flex flex-col gap-1 text-sm text-base-content/70">
          {view.deadline && taking && (
            <li>
              {m.poll_page_deadline({ date: shownDate(view.deadline, view.time_zone, "weekday") })}
            </li>
          )}
          <li data-testid="poll-zone">
            {m.poll_page_times_in({ zone: zoneName(view.time_zone) })}
          </li>
          <li data-testid="poll-voter-count">
            {m.poll_page_voter_count({ count: view.voter_count })}
          </li>
        </ul>
      </div>
    </section>
  );
}
