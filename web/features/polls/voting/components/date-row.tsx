import { choiceField } from "#contract/poll-page";
import type { PollAnswer } from "#contract/poll-rules";
import { POLL_ANSWERS } from "#contract/poll-rules";
import type { PollOption, PollPublicView } from "#contract/polls";
import { m } from "#messages";
import { optionText } from "../option-time";

export const ANSWER_WORDS: Record<PollAnswer, () => string> = {
  yes: m.poll_page_answer_yes,
  maybe: m.poll_page_answer_maybe,
  no: m.poll_page_answer_no,
};

type Props = {
  option: PollOption;
  view: Pick<PollPublicView, "time_zone" | "voters" | "voter_list">;
  /** The reader's zone when it is not the poll's: their own time is shown beside. */
  readerZone: string | null;
  leading: boolean;
  chosen: boolean;
  /** With the answers to pick (the poll takes votes), and the one picked at first. */
  pick?: { initial: PollAnswer | undefined; invalid: boolean };
};

/**
 * One date: when, on the poll's clock and the reader's; its counts; whether it leads (or was
 * chosen); the three answers, a thumb's width each; and under a `names` list, who said what.
 */
export function DateRow({ option, view, readerZone, leading, chosen, pick }: Props) {
  const when = optionText(option, view.time_zone);
  const counts = m.poll_page_counts({ yes: option.yes, maybe: option.maybe, no: option.no });
  const marked = chosen || leading;
  return (
    <li
      className={`flex flex-col gap-2 rounded-box border p-3 ${marked ? "border-primary/40" : "border-base-300"}`}
      data-testid="poll-date"
      data-leading={leading || undefined}
      data-chosen={chosen || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="poll-date-text">
            {when}
          </p>
          {readerZone && (
            <p className="text-sm text-base-content/70" data-testid="poll-reader-time">
              {m.poll_page_reader_time({ date: optionText(option, readerZone) })}
            </p>
          )}
        </div>
        {chosen ? (
          <span className="badge badge-success shrink-0">{m.poll_page_chosen()}</span>
        ) : (
          leading && (
            <span
              className="badge badge-primary shrink-0"
              title={m.poll_page_leading_hint()}
              data-testid="poll-leading"
            >
              {m.poll_page_leading()}
            </span>
          )
        )}
      </div>
      <p className="text-sm tabular-nums text-base-content/70" data-testid="poll-counts">
        {counts}
      </p>
      {pick && (
        // A radio group per date: the three answers side by side, each a thumb's target.
        <div className="join w-full" role="radiogroup" aria-label={when}>
          {POLL_ANSWERS.map((answer) => (
            <input
              key={answer}
              type="radio"
              name={choiceField(option.id)}
              value={answer}
              defaultChecked={pick.initial === answer}
              aria-label={ANSWER_WORDS[answer]()}
              aria-invalid={pick.invalid || undefined}
              // One colour for every answer picked: the landing pages' shared stylesheet is at its size
              // budget (scripts/size/size-check.ts), and the answer's word says which it is.
              className="btn join-item flex-1 checked:btn-primary"
            />
          ))}
        </div>
      )}
      {view.voter_list === "names" && <NamesByAnswer optionId={option.id} voters={view.voters} />}
    </li>
  );
}

/** Who answered what for one date, answer by answer; nothing while nobody has. */
function NamesByAnswer({
  optionId,
  voters,
}: {
  optionId: string;
  voters: PollPublicView["voters"];
}) {
  const lines = POLL_ANSWERS.flatMap((answer) => {
    const names = voters
      .filter((voter) => voter.choices[optionId] === answer)
      .map((voter) => voter.name);
    return names.length
      ? [
          {
            answer,
            text: m.poll_page_names_of({ answer: ANSWER_WORDS[answer](), names: names.join(", ") }),
          },
        ]
      : [];
  });
  if (!lines.length) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="poll-names">
      {lines.map((line) => (
        <li key={line.answer}>{line.text}</li>
      ))}
    </ul>
  );
}
