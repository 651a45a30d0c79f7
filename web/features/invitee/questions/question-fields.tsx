import { useEffect, useRef } from "react";
import { ANSWER_MAX, type Answers, type Question } from "#contract/questions";
import { m } from "#messages";
import { ProblemText } from "../components/problem-text";
import type { FormProblem, Refused } from "../public-response-rules";

export type QuestionFieldsProps = {
  questions: Question[];
  /** Prefix of the fields' ids (useId), unique on the page. */
  idPrefix: string;
  problem: FormProblem | null;
  /**
   * What opened the form: a new one starts the fields afresh, with its `answers` (the holder's
   * own, read through their personal link) filled in.
   */
  given?: { answers?: Answers };
  /** A posted form's refusal: every question it named is marked (its words are said above). */
  refused?: Refused | null;
};

/** The yes/no buttons: the value posted, and its label's message. */
const YES_NO = [
  ["yes", m.invitee_yes],
  ["no", m.invitee_no],
] as const;

/**
 * The event's questions after the message field, loaded only for an event that asks
 * some (question-slot.tsx). The fields are the browser's own, not the form's state: the
 * server's page posts them as they are without JavaScript (`answers.<id>`, a yes/no as
 * "yes"/"no"), whatever was typed or put back by the Worker survives the app taking over, and
 * the answering code reads them from the form when it sends (answers-typed.ts).
 */
export default function QuestionFields({
  questions,
  idPrefix,
  problem,
  given,
  refused,
}: QuestionFieldsProps) {
  // Uncontrolled, the fields start afresh by being made anew for each request.
  const opened = useRef({ given, count: 0 });
  if (opened.current.given !== given) opened.current = { given, count: opened.current.count + 1 };
  const box = useRef<HTMLDivElement>(null);
  // A refused answer is focused, as the form focuses its own fields' problems.
  useEffect(() => {
    if (problem?.field?.startsWith("answers."))
      box.current?.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
  }, [problem]);

  return (
    <div
      ref={box}
      key={opened.current.count}
      className="flex flex-col gap-3"
      data-testid="question-fields"
    >
      {questions.map((question) => {
        const name = `answers.${question.id}`;
        const id = `${idPrefix}-${name}`;
        const said = problem?.field === name;
        const marked = said || refused?.field === name || !!refused?.answers.includes(question.id);
        const given = opened.current.given?.answers?.[question.id];
        const shared = {
          name,
          "aria-invalid": marked || undefined,
          "aria-describedby": said ? `${id}-problem` : undefined,
        };
        const legend = (
          <>
            {question.label}
            {question.required && (
              <span className="text-error" title={m.invitee_required()}>
                *<span className="sr-only">{m.invitee_required()}</span>
              </span>
            )}
          </>
        );
        const buttons = (options: readonly (readonly [string, string])[], chosen?: string) => (
          <fieldset className="fieldset gap-1 p-0" key={question.id}>
            <legend className="fieldset-legend pt-0 wrap-anywhere whitespace-normal">
              {legend}
            </legend>
            <div
              className="flex flex-wrap gap-2"
              role="radiogroup"
              aria-required={question.required}
            >
              {options.map(([value, label]) => (
                <input
                  key={value}
                  type="radio"
                  aria-label={label}
                  className="btn btn-sm checked:btn-primary"
                  value={value}
                  defaultChecked={chosen === value}
                  {...shared}
                />
              ))}
            </div>
            {said && problem && <ProblemText id={`${id}-problem`} text={problem.text} />}
          </fieldset>
        );
        if (question.kind === "yes_no") {
          return buttons(
            YES_NO.map(([value, label]) => [value, label()] as const),
            given === true ? "yes" : given === false ? "no" : undefined,
          );
        }
        if (question.kind === "choice") {
          return buttons(
            question.choices.map(({ label }) => [label, label] as const),
            typeof given === "string" ? given : undefined,
          );
        }
        // One field with its label: laid out as the groups are, but not a group (no fieldset).
        return (
          <div className="fieldset gap-1 p-0" key={question.id}>
            <label
              className="fieldset-legend pt-0 pb-1 wrap-anywhere whitespace-normal"
              htmlFor={id}
            >
              {legend}
            </label>
            <input
              id={id}
              type="text"
              className={`input w-full text-base ${marked ? "input-error" : ""}`}
              maxLength={ANSWER_MAX}
              defaultValue={typeof given === "string" ? given : ""}
              aria-required={question.required}
              {...shared}
            />
            {said && problem && <ProblemText id={`${id}-problem`} text={problem.text} />}
          </div>
        );
      })}
    </div>
  );
}
