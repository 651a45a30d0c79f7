import type { Question } from "#contract/questions";
import { m } from "#messages";
import { STATUS_LABELS } from "../../../../lib/response-status";
import { type OthersCount, type Tally, tallyQuestion } from "./question-tally";

/**
 * '질문 응답': each question's answers summed up, a card each: the attending seats per choice (or
 * 예 and 아니오) with a bar and, apart, the answers of those who hold no seat; or who answered a
 * short answer and, under '모두 보기', what each said.
 */
export function QuestionSummary({
  questions,
  responses,
}: {
  questions: Question[];
  responses: Parameters<typeof tallyQuestion>[1];
}) {
  if (questions.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="question-summary-title">
      <h2 id="question-summary-title" className="text-lg font-semibold">
        {m.responses_questions_title()}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {questions.map((question) => (
          <li
            key={question.id}
            className="rounded-box border border-base-300 bg-base-100 p-4"
            aria-label={question.label}
            data-testid="question-summary"
          >
            <p className="font-semibold wrap-anywhere">
              {question.label}
              {question.required && <span className="text-error"> *</span>}
            </p>
            <TallyView tally={tallyQuestion(question, responses)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '대기 1 · 미정 1': the answers of people who hold no seat, by status. */
const othersText = (others: OthersCount) =>
  m.responses_tally_others({
    counts: others.map(({ status, count }) => `${STATUS_LABELS[status]} ${count}`).join(" · "),
  });

function TallyView({ tally }: { tally: Tally }) {
  const none = tally.seats === 0 && tally.others.length === 0;
  const answered = (
    <p className="mb-2 text-xs text-base-content/60">
      {none ? (
        m.responses_tally_none()
      ) : (
        <>
          {m.responses_tally_seats({ seats: tally.seats })}
          {tally.others.length > 0 && ` · ${othersText(tally.others)}`}
        </>
      )}
    </p>
  );
  if (tally.kind === "texts") {
    return (
      <>
        {answered}
        {tally.texts.length > 0 && (
          <details className="text-sm">
            <summary className="link link-hover w-fit pointer-coarse:min-h-11">
              {m.responses_tally_show_all()}
            </summary>
            <ul className="mt-2 flex flex-col gap-1.5">
              {tally.texts.map(({ name, text, status }, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same name may answer twice.
                <li key={at} className="wrap-anywhere">
                  <span className="text-base-content/60">
                    {name}
                    {status !== "attending" && ` (${STATUS_LABELS[status]})`}
                  </span>{" "}
                  · {text}
                </li>
              ))}
            </ul>
          </details>
        )}
      </>
    );
  }
  return (
    <>
      {answered}
      <ul className="flex flex-col gap-1.5 text-sm">
        {tally.rows.map((row) => (
          <li key={row.text} data-testid="tally-row">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">
                {row.text}
                {row.removed && (
                  <span className="ml-1 text-xs text-warning">{m.responses_removed_choice()}</span>
                )}
              </span>
              <span className="tabular-nums font-semibold">{row.seats}</span>
            </div>
            <progress
              className="progress progress-primary h-1.5 w-full"
              value={row.seats}
              max={Math.max(tally.seats, 1)}
              aria-hidden="true"
            />
            {row.others.length > 0 && (
              <p className="text-xs text-base-content/60" data-testid="tally-others">
                {othersText(row.others)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
