import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { optionWhen } from "../option-when";
import { ANSWER_LOOK } from "./answer-words";

type PollOption = PollDetail["options"][number];

type OptionTalliesProps = {
  poll: PollDetail;
  leading: readonly string[];
  /** Open polls only: '이 날짜로 확정' on each date. */
  onChoose?: (option: PollOption) => void;
};

/**
 * Each date with its yes, 'if need be' and no counts and a bar of them over everyone who voted;
 * the leading dates marked, and the chosen one once the poll is closed.
 */
export function OptionTallies({ poll, leading, onChoose }: OptionTalliesProps) {
  const voters = Math.max(1, poll.voter_count);
  return (
    <ol className="flex flex-col gap-2" aria-label={m.poll_org_tally_title()}>
      {poll.options.map((option) => {
        const leads = leading.includes(option.id);
        const chosen = poll.chosen_option_id === option.id;
        return (
          <li
            key={option.id}
            className={`card border bg-base-100 ${leads || chosen ? "border-primary" : "border-base-300"}`}
            data-testid="poll-option-tally"
            data-leading={leads || undefined}
          >
            <div className="card-body gap-2 p-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{optionWhen(option, poll.time_zone)}</span>
                  {chosen && (
                    <span className="badge badge-primary badge-sm">{m.poll_org_chosen()}</span>
                  )}
                  {leads && !chosen && (
                    <span className="badge badge-primary badge-outline badge-sm">
                      {m.poll_org_leading()}
                    </span>
                  )}
                </div>
                <div
                  className="flex h-2 overflow-hidden rounded-full bg-base-200"
                  aria-hidden="true"
                >
                  <span
                    className="bg-success"
                    style={{ width: `${(option.yes / voters) * 100}%` }}
                  />
                  <span
                    className="bg-warning"
                    style={{ width: `${(option.maybe / voters) * 100}%` }}
                  />
                </div>
                <p className="flex flex-wrap gap-x-3 text-sm" data-testid="poll-option-counts">
                  {(["yes", "maybe", "no"] as const).map((answer) => (
                    <span key={answer}>
                      <span className={ANSWER_LOOK[answer].tone} aria-hidden="true">
                        {ANSWER_LOOK[answer].mark}{" "}
                      </span>
                      {m.poll_org_count({
                        answer: ANSWER_LOOK[answer].word(),
                        count: option[answer],
                      })}
                    </span>
                  ))}
                </p>
              </div>
              {onChoose && (
                <button
                  type="button"
                  className={`btn btn-sm ${leads ? "btn-primary" : "btn-outline"}`}
                  onClick={() => onChoose(option)}
                  aria-label={m.poll_org_choose_label({ when: optionWhen(option, poll.time_zone) })}
                >
                  {m.poll_org_choose()}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
