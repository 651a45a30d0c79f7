import { type UseFormReturn, useWatch } from "react-hook-form";
import { QUESTION_LIMITS } from "#contract/question-rules";
import { m } from "#messages";
import { KIND_LABELS, QUESTION_KINDS } from "../../questions";
import { ChoicesEditor } from "./choices-editor";
import type { ChosenOf } from "./chosen";
import type { EventFormValues } from "./event-form-schema";

type QuestionCardProps = {
  form: UseFormReturn<EventFormValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  chosen: ChosenOf;
};

/**
 * One question: what it asks, its kind ('짧은 답', '하나 고르기' with its choices, '예·아니오'),
 * whether it must be answered, and buttons to move it up, down or away. A saved question whose
 * kind changes says that its answers go: it is sent as a new question.
 */
export function QuestionCard({ form, index, count, onMove, onRemove, chosen }: QuestionCardProps) {
  const number = index + 1;
  const base = `event-question-${index}`;
  const [kind, savedKind] = useWatch({
    control: form.control,
    name: [`questions.${index}.kind`, `questions.${index}.saved_kind`],
  });
  const error = form.formState.errors.questions?.[index]?.label?.message;
  return (
    // Named by its heading: a legend must be the fieldset's first child, not in the button row.
    <fieldset
      className="rounded-box border border-base-300 bg-base-200/40 p-3"
      aria-labelledby={`${base}-title`}
    >
      <div className="flex items-center gap-1">
        <span id={`${base}-title`} className="flex-1 font-semibold text-sm">
          {m.organiser_question_name({ number })}
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={m.organiser_question_move_up({ number })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={m.organiser_question_move_down({ number })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          aria-label={m.organiser_question_remove_label({ number })}
          onClick={onRemove}
        >
          {m.organiser_question_remove()}
        </button>
      </div>
      <label className="sr-only" htmlFor={`${base}-label`}>
        {m.organiser_question_label()}
      </label>
      <input
        id={`${base}-label`}
        autoComplete="off"
        maxLength={QUESTION_LIMITS.labelMax + 20}
        placeholder={m.organiser_question_label_placeholder()}
        className={`input input-sm mt-1 w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-label-error` : undefined}
        {...form.register(`questions.${index}.label`)}
      />
      {error && (
        <p id={`${base}-label-error`} className="label mt-1 text-error whitespace-normal">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="sr-only" htmlFor={`${base}-kind`}>
          {m.organiser_question_kind()}
        </label>
        <select
          id={`${base}-kind`}
          className="select select-sm w-40"
          // On the element too, as in MaxGuestsField: the tests' DOM starts a select unselected.
          defaultValue={kind}
          {...form.register(`questions.${index}.kind`)}
        >
          {QUESTION_KINDS.map((choice) => (
            <option key={choice} value={choice}>
              {KIND_LABELS[choice]()}
            </option>
          ))}
        </select>
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
            {...form.register(`questions.${index}.required`)}
          />
          {m.organiser_question_required()}
        </label>
      </div>
      {savedKind && kind !== savedKind && (
        <p className="label mt-1 text-warning whitespace-normal">
          {m.organiser_question_kind_changed()}
        </p>
      )}
      {kind === "choice" && <ChoicesEditor form={form} index={index} chosen={chosen} />}
    </fieldset>
  );
}
