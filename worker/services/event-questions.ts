import type { Choice, Question, QuestionInput } from "#contract/questions";
import { ApiError, type ValidationIssue } from "../lib/errors";

/**
 * The questions an event will ask after a create or an update (decision 0042): a
 * question sent with the id of one of the event's questions is that question edited (its
 * answers stay), one without is new and gets an id here. An id the event does not have is a
 * 422; a question whose kind changed is a new question (a new id: its answers go, since a
 * "비빔밥" does not answer a yes/no). Choices work the same way within a kept question
 * (decision 0061): one sent with its id is that choice, renamed or not, and its answers follow
 * the new label in the room; one without is new.
 */

const randomHex = (characters: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(characters / 2)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");

/** `q` and 10 lowercase hex characters: 40 random bits, plenty within one event's five. */
export const newQuestionId = (): string => `q${randomHex(10)}`;

/** `c` and 8 lowercase hex characters: plenty within one question's ten. */
const newChoiceId = (): string => `c${randomHex(8)}`;

const unknownId = (loc: (string | number)[], msg: string, type: string): ValidationIssue => ({
  loc: ["body", "questions", ...loc, "id"],
  msg,
  type,
});

export function resolveQuestions(
  inputs: readonly QuestionInput[],
  existing: readonly Question[],
): Question[] {
  const known = new Map(existing.map((question) => [question.id, question]));
  const kept = inputs.map((input) => {
    const before = input.id === undefined ? undefined : known.get(input.id);
    return before && before.kind === input.kind ? before : undefined;
  });
  const issues = inputs.flatMap((input, index) => {
    if (input.id !== undefined && !known.has(input.id)) {
      return [unknownId([index], "This event has no question with this id", "question_unknown")];
    }
    const choiceIds = new Set(kept[index]?.choices.map((choice) => choice.id));
    return (input.kind === "choice" ? (input.choices ?? []) : []).flatMap((choice, at) =>
      choice.id !== undefined && !choiceIds.has(choice.id)
        ? [
            unknownId(
              [index, "choices", at],
              "This question has no choice with this id",
              "choice_unknown",
            ),
          ]
        : [],
    );
  });
  if (issues.length > 0) throw new ApiError("validation_failed", {}, issues);
  return inputs.map((input, index) => ({
    id: kept[index]?.id ?? newQuestionId(),
    label: input.label,
    kind: input.kind,
    choices:
      input.kind === "choice"
        ? (input.choices ?? []).map(
            (choice): Choice => ({ id: choice.id ?? newChoiceId(), label: choice.label }),
          )
        : [],
    required: input.required ?? false,
  }));
}
