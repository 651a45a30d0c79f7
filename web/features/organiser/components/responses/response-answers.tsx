import type { Answers, Question } from "#contract/questions";
import { m } from "#messages";
import { answeredQuestions } from "./answer-text";

/** One response's answers to the event's questions, 'label: value', in the questions' order. */
export function ResponseAnswers({
  questions,
  answers,
}: {
  questions: Question[];
  answers: Answers | undefined;
}) {
  const answered = answeredQuestions(questions, answers);
  if (answered.length === 0) return null;
  return (
    <dl
      className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm"
      aria-label={m.responses_answers_label()}
      data-testid="response-answers"
    >
      {answered.map(({ question, text, removed }) => (
        <div key={question.id} className="contents">
          <dt className="max-w-40 text-base-content/60 wrap-anywhere sm:max-w-60">
            {question.label}
          </dt>
          <dd className="wrap-anywhere whitespace-pre-line">
            {text}
            {removed && (
              <span className="ml-1 text-xs text-warning">{m.responses_removed_choice()}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
