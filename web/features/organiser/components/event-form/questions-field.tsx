import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { QUESTION_LIMITS } from "#contract/question-rules";
import type { EventFormValues } from "./event-form-schema";
import { QuestionCard } from "./question-card";
import { QuestionPreview } from "./question-preview";
import { newQuestion } from "./question-schema";

/**
 * '질문' (decision 0042): up to five things the invite form asks besides the answer itself (the meal,
 * the name on the bank transfer), each a card to edit, move and remove, and below them how the
 * invite page will ask them. The answers are the organiser's only, as the help says.
 */
export function QuestionsField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const count = questions.fields.length;
  const full = count >= QUESTION_LIMITS.questionsMax;
  return (
    <fieldset className="fieldset" aria-describedby="event-questions-help">
      <legend className="fieldset-legend">질문</legend>
      <p id="event-questions-help" className="label whitespace-normal">
        초대 폼의 메시지 아래에서 물어봐요. 답은 주최자만 볼 수 있어요. 질문을 지우면 그 질문의 답도
        사라져요.
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
          질문 추가
        </button>
        <span className="text-xs text-base-content/70">
          {count} / {QUESTION_LIMITS.questionsMax}
          {full && " · 질문은 5개까지예요."}
        </span>
      </div>
      {count > 0 && <QuestionPreview form={form} />}
    </fieldset>
  );
}
