import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { QUESTION_LIMITS } from "#contract/question-rules";
import { m } from "#messages";
import { useChosen } from "./chosen";
import type { EventFormValues } from "./event-form-schema";
import { QuestionCard } from "./question-card";
import { QuestionPreview } from "./question-preview";
import { newQuestion } from "./question-schema";

/**
 * '질문' (decision 0042): up to five things the invite form asks besides the answer itself (the meal,
 * the name on the bank transfer), each a card to edit, move and remove, and below them how the
 * invite page will ask them. The answers are the organiser's only, as the help says.
 */
export function QuestionsField({
  form,
  eventId,
}: {
  form: UseFormReturn<EventFormValues>;
  /** The event being edited: removing a choice its responses chose asks first. */
  eventId?: string;
}) {
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const chosen = useChosen(form, eventId);
  const count = questions.fields.length;
  const full = count >= QUESTION_LIMITS.questionsMax;
  return (
    <fieldset className="fieldset" aria-describedby="event-questions-help">
      <legend className="fieldset-legend">{m.organiser_field_questions()}</legend>
      <p id="event-questions-help" className="label whitespace-normal">
        {m.organiser_field_questions_help()}
      </p>
      {count > 0 && (
        <ol className="flex flex-col gap-3">
          {questions.fields.map((field, index) => (
            <li key={field.id}>
              <QuestionCard
                form={form}
                index={index}
                count={count}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
                chosen={chosen}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={full}
          onClick={() => questions.append(newQuestion(), { shouldFocus: true })}
        >
          {m.organiser_field_questions_add()}
        </button>
        <span className="text-xs text-base-content/70">
          {count} / {QUESTION_LIMITS.questionsMax}
          {full && ` · ${m.organiser_field_questions_full({ max: QUESTION_LIMITS.questionsMax })}`}
        </span>
      </div>
      {count > 0 && <QuestionPreview form={form} />}
    </fieldset>
  );
}
