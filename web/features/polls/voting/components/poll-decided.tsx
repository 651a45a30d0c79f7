import type { PollPublicView } from "#contract/polls";
import { m } from "#messages";
import { optionText } from "../option-time";

/** A closed poll: the date it was closed on, and the event it became, where to reply. */
export function PollDecided({ view }: { view: PollPublicView }) {
  const chosen = view.options.find((option) => option.id === view.chosen_option_id);
  return (
    <section
      className="alert alert-success alert-soft flex flex-col items-start gap-2"
      data-testid="poll-decided"
    >
      <h2 className="font-semibold">{m.poll_page_decided_title()}</h2>
      {chosen && <p className="text-lg font-bold">{optionText(chosen, view.time_zone)}</p>}
      {view.event_id && (
        <a className="btn btn-primary" href={`/events/${view.event_id}/public`}>
          {m.poll_page_decided_link()}
        </a>
      )}
    </section>
  );
}
