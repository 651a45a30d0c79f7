import { type UseFormReturn, useWatch } from "react-hook-form";
import { m } from "#messages";
import type { EventFormValues } from "./event-form-schema";

/**
 * How the invite form will ask the questions (after the message field): a short answer's line,
 * '하나 고르기''s choices and '예·아니오' as radios, '*' on the required ones. Only a picture:
 * inert, nothing in it is sent or reached by Tab.
 */
export function QuestionPreview({ form }: { form: UseFormReturn<EventFormValues> }) {
  const questions = useWatch({ control: form.control, name: "questions" });
  return (
    <section
      className="mt-2 rounded-box border border-dashed border-base-300 p-3"
      aria-label={m.organiser_preview_label()}
    >
      <p className="mb-2 text-xs text-base-content/70">{m.organiser_preview_intro()}</p>
      <div inert className="flex flex-col gap-3">
        {questions.map((question, index) => {
          const options =
            question.kind === "yes_no"
              ? [m.organiser_preview_yes(), m.organiser_preview_no()]
              : question.kind === "choice"
                ? question.choices.map(
                    (choice, at) =>
                      choice.text.trim() || m.organiser_choice_name({ number: at + 1 }),
                  )
                : [];
          return (
            // The order is all the preview has: it only follows the cards.
            // biome-ignore lint/suspicious/noArrayIndexKey: nothing here holds state.
            <div key={index} className="text-sm" data-testid="question-preview">
              <p className="mb-1 font-medium wrap-anywhere">
                {question.label.trim() || m.organiser_question_name({ number: index + 1 })}
                {question.required && <span className="text-error"> *</span>}
              </p>
              {question.kind === "text" ? (
                <input
                  className="input input-sm w-full"
                  placeholder={m.organiser_preview_text_placeholder()}
                  tabIndex={-1}
                />
              ) : (
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {options.map((option, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two choices may read alike while typed.
                    <span key={at} className="flex items-center gap-1.5">
                      <input type="radio" className="radio radio-xs" tabIndex={-1} />
                      <span className="wrap-anywhere">{option}</span>
                    </span>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
