import { useRef, useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { QUESTION_LIMITS } from "#contract/question-rules";
import { m } from "#messages";
import { AskFirst } from "./ask-first";
import type { Chosen, ChosenOf } from "./chosen";
import type { EventFormValues } from "./event-form-schema";
import { newChoice } from "./question-schema";

const { choicesMin, choicesMax, choiceMax } = QUESTION_LIMITS;

/**
 * '하나 고르기''s choices: 2 to 10, each a line to type, with buttons to add and remove. Removing
 * a saved choice that answers chose asks first: a rename keeps them, a removal does not.
 */
export function ChoicesEditor({
  form,
  index,
  chosen,
}: {
  form: UseFormReturn<EventFormValues>;
  index: number;
  chosen: ChosenOf;
}) {
  const choices = useFieldArray({ control: form.control, name: `questions.${index}.choices` });
  // Which line asks, by its field's key: the places move when another line goes.
  const [asking, setAsking] = useState<{ key: string } & Chosen>();
  const errors = form.formState.errors.questions?.[index]?.choices;
  // The count's problem sits on the array (its root once react-hook-form knows it as one).
  const countError = errors?.root?.message ?? errors?.message;
  const count = choices.fields.length;
  // By key, where it is now: another line may have gone while the list was read.
  const lines = useRef(choices.fields);
  lines.current = choices.fields;
  const removeLine = (key: string) => {
    const at = lines.current.findIndex((field) => field.id === key);
    if (at >= 0) choices.remove(at);
  };
  return (
    <fieldset className="mt-2 flex flex-col gap-1.5">
      <legend className="mb-1 text-xs text-base-content/70">
        {m.organiser_choices_legend({ min: choicesMin, max: choicesMax })}
      </legend>
      {choices.fields.map((field, at) => {
        const error = errors?.[at]?.text?.message;
        const id = `event-question-${index}-choice-${at}`;
        return (
          <div key={field.id}>
            <div className="flex items-center gap-1">
              <input
                id={id}
                autoComplete="off"
                aria-label={m.organiser_choice_name({ number: at + 1 })}
                maxLength={choiceMax + 20}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={`input input-sm min-w-0 flex-1 ${error ? "input-error" : ""}`}
                {...form.register(`questions.${index}.choices.${at}.text`)}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={m.organiser_choice_remove({ number: at + 1 })}
                disabled={count <= choicesMin}
                onClick={async () => {
                  const question = form.getValues(`questions.${index}`);
                  const answered = await chosen(question.id, question.choices[at]?.id ?? "");
                  if (answered) setAsking({ key: field.id, ...answered });
                  else removeLine(field.id);
                }}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
            {asking?.key === field.id && (
              <AskFirst
                text={
                  asking.count === undefined
                    ? m.organiser_choice_remove_unknown()
                    : m.organiser_choice_remove_chosen({
                        choice: asking.label,
                        count: asking.count,
                      })
                }
                keep={m.organiser_choice_remove_keep()}
                proceed={m.organiser_choice_remove_confirm()}
                onKeep={() => setAsking(undefined)}
                onProceed={() => {
                  setAsking(undefined);
                  removeLine(field.id);
                }}
                className="mt-1 gap-2 text-sm"
              />
            )}
            {error && (
              <p id={`${id}-error`} className="label text-error whitespace-normal">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {countError && <p className="label text-error whitespace-normal">{countError}</p>}
      <button
        type="button"
        className="btn btn-ghost btn-sm w-fit"
        disabled={count >= choicesMax}
        onClick={() => choices.append(newChoice(), { shouldFocus: true })}
      >
        {m.organiser_choice_add()}
      </button>
    </fieldset>
  );
}
