import { charactersIn, hasHiddenControls } from "./field-checks";

/**
 * The rules of the questions an organiser puts on the response form: the API's schemas
 * (question-schemas.ts) wrap them in zod with English words, the organiser's dialog checks the
 * same before sending and words each problem in Korean by its code
 * (web/features/organiser/components/event-form/event-problem-text.ts). Zod-free, and apart
 * from questions.ts, which the invite page loads at once: only the organiser writes questions.
 */

export const QUESTION_LIMITS = {
  /** Questions per event. */
  questionsMax: 5,
  labelMax: 100,
  /** A `choice` question offers 2 to 10 distinct choices of 1 to 50 characters. */
  choicesMin: 2,
  choicesMax: 10,
  choiceMax: 50,
} as const;

/** What can be wrong with a question: the `type` of a 422 issue under `["body", "questions"]`. */
export type QuestionProblem =
  | "label_required"
  | "label_too_long"
  | "label_invalid_characters"
  | "choice_required"
  | "choice_too_long"
  | "choice_invalid_characters"
  | "choice_repeated"
  | "too_few_choices"
  | "too_many_choices"
  | "choices_not_allowed"
  | "too_many_questions"
  | "question_repeated";

const textProblem = (
  typed: string,
  max: number,
  problems: [QuestionProblem, QuestionProblem, QuestionProblem],
): QuestionProblem | null => {
  const text = typed.trim();
  if (text.length === 0) return problems[0];
  if (charactersIn(text) > max) return problems[1];
  return hasHiddenControls(text) ? problems[2] : null;
};

/** A question's label as typed (trimmed here first). */
export const labelProblem = (typed: string) =>
  textProblem(typed, QUESTION_LIMITS.labelMax, [
    "label_required",
    "label_too_long",
    "label_invalid_characters",
  ]);

/** One choice as typed (trimmed here first). */
export const choiceProblem = (typed: string) =>
  textProblem(typed, QUESTION_LIMITS.choiceMax, [
    "choice_required",
    "choice_too_long",
    "choice_invalid_characters",
  ]);

/** A question's choices as a whole: only `choice` has them, from 2 to 10. */
export function choicesProblem(kind: string, choices: readonly unknown[]): QuestionProblem | null {
  if (kind !== "choice") return choices.length > 0 ? "choices_not_allowed" : null;
  if (choices.length < QUESTION_LIMITS.choicesMin) return "too_few_choices";
  return choices.length > QUESTION_LIMITS.choicesMax ? "too_many_choices" : null;
}

/** The indexes of choices that repeat an earlier one (compared trimmed, as they are kept). */
export function repeatedChoices(choices: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  choices.forEach((choice, index) => {
    const text = choice.trim();
    if (seen.has(text)) repeated.push(index);
    seen.add(text);
  });
  return repeated;
}

/** The list's length. */
export const questionsProblem = (questions: readonly unknown[]): QuestionProblem | null =>
  questions.length > QUESTION_LIMITS.questionsMax ? "too_many_questions" : null;
