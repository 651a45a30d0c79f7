import { useId } from "react";
import { leadingOptions, type PollAnswer } from "#contract/poll-rules";
import type { PollPublicView } from "#contract/polls";
import { m } from "#messages";
import { DateRow } from "./date-row";

type Props = {
  view: PollPublicView;
  readerZone: string | null;
  /** While the poll takes votes: the answers picked at first, and whether they were refused. */
  picking?: { initial: Record<string, PollAnswer>; invalid: boolean };
};

/**
 * The poll's dates, top to bottom in one pass of a thumb: the leading ones marked while it is
 * open, the chosen one once it is closed; under a `hidden` list, a word that only counts show.
 */
export function DateList({ view, readerZone, picking }: Props) {
  const ids = useId();
  const leading = new Set(view.closed_at ? [] : leadingOptions(view.options));
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${ids}-dates`}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div>
          <h2 id={`${ids}-dates`} className="card-title text-lg">
            {m.poll_page_dates_title()}
          </h2>
          {picking && (
            <p className={`text-sm ${picking.invalid ? "text-error" : "text-base-content/70"}`}>
              {m.poll_page_dates_hint()}
            </p>
          )}
        </div>
        <ul className="flex flex-col gap-2">
          {view.options.map((option) => (
            <DateRow
              key={option.id}
              option={option}
              view={view}
              readerZone={readerZone}
              leading={leading.has(option.id)}
              chosen={option.id === view.chosen_option_id}
              pick={picking && { initial: picking.initial[option.id], invalid: picking.invalid }}
            />
          ))}
        </ul>
        {view.voter_list === "hidden" && (
          <p className="text-sm text-base-content/70" data-testid="poll-names-hidden">
            {m.poll_page_names_hidden()}
          </p>
        )}
      </div>
    </section>
  );
}
