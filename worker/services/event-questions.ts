import type { Question, QuestionInput } from "#contract/questions";
import { ApiError } from "../lib/errors";

/**
 * The questions an event will ask after a create or an update (decision 0042): a
 * question sent with the id of one of the event's questions is that question edited (its
 * answers stay), one without is new and gets an id here. An id the event does not have is a
 * 422; a question whose kind changed is a new question (a new id: its answers go, since a
 * "비빔밥" does not answer a yes/no).
 */

const ID_CHARS = 10;

/** `q` and 10 lowercase hex characters: 40 random bits, plenty within one event's five. */
export function newQuestionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_CHARS / 2));
  return `q${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export function resolveQuestions(
  inputs: readonly QuestionInput[],
  existing: readonly Question[],
): Question[] {
  const known = new Map(existing.map((question) => [question.id, question]));
  const unknown = inputs.flatMap((input, index) =>
    input.id !== undefined && !known.has(input.id) ? [index] : [],
  );
  if (unknown.length > 0) {
    throw new ApiError(
      "validation_failed",
      {},
      unknown.map((index) => ({
        loc: ["body", "questions", index, "id"],
        msg: "This event has no question with this id",
        type: "question_unknown",
      })),
    );
  }
  return inputs.map((input) => {
    const kept = input.id === undefined ? undefined : known.get(input.id);
    return {
      id: kept && kept.kind === input.kind ? kept.id : newQuestionId(),
      label: input.label,
      kind: input.kind,
      choices: input.kind === "choice" ? (input.choices ?? []) : [],
      required: input.required ?? false,
    };
  });
}
