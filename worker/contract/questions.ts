/**
 * Questions on the response form: the words and shapes the worker, the organiser's dialog and
 * the invite page share. Zod-free and dependency-free, so the invite page may import it at once;
 * the rules of questions are question-rules.ts, the checks of an answer answer-checks.ts (loaded
 * when answering), the API's schemas question-schemas.ts.
 */

/** `text`: a short answer; `choice`: one of the organiser's choices; `yes_no`: 예 or 아니오. */
export const QUESTION_KINDS = ["text", "choice", "yes_no"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * A `text` answer's length, trimmed. The limits of the questions themselves are
 * question-rules.ts: only the organiser writes questions, and the invite page loads this at once.
 */
export const ANSWER_MAX = 200;

/**
 * One choice of a `choice` question. Its id is the server's, stable across edits, so a
 * renamed choice keeps its answers; an answer names the choice by its label.
 */
export interface Choice {
  id: string;
  label: string;
}

/** A question as stored and read back: `choices` is `[]` unless `kind` is `choice`. */
export interface Question {
  /** Given by the server (`q` and 10 characters), stable across edits of the question. */
  id: string;
  label: string;
  kind: QuestionKind;
  choices: Choice[];
  required: boolean;
}

/**
 * A question as the organiser sends it on create and update: with the `id` of one of the
 * event's questions it is that question edited (its answers stay); without, a new question.
 */
export interface QuestionInput {
  id?: string;
  label: string;
  kind: QuestionKind;
  /**
   * Left out: `[]` (only a `choice` question has choices). With the `id` of one of the
   * question's choices, that choice (renamed or not; its answers follow); without, a new one.
   */
  choices?: { id?: string; label: string }[];
  /** Left out: false. */
  required?: boolean;
}

/** What a question's id looks like (anything else is no question of any event). */
export const QUESTION_ID_PATTERN = /^q[0-9a-z]{10}$/;

/** An answer: the text, the chosen choice, or true (예) / false (아니오). */
export type AnswerValue = string | boolean;
/** A response's answers: question id to answer; a question left unanswered is absent. */
export type Answers = Record<string, AnswerValue>;

/**
 * What can be wrong with an answer: the `type` of a 422 issue at `["body", "answers", id]`,
 * which the web app words in Korean.
 */
export const ANSWER_PROBLEMS = {
  answer_required: "This question requires an answer",
  answer_not_a_choice: "The answer must be one of the question's choices",
  answer_wrong_type: "A text or choice question takes a string, a yes/no question true or false",
  answer_unknown_question: "This event has no such question",
  answer_too_long: `The answer must be at most ${ANSWER_MAX} characters`,
  answer_invalid_characters: "The answer contains invalid characters",
} as const;
export type AnswerProblem = keyof typeof ANSWER_PROBLEMS;

export const isAnswerProblem = (value: unknown): value is AnswerProblem =>
  typeof value === "string" && Object.hasOwn(ANSWER_PROBLEMS, value);

/** The no-JavaScript form's field for a question's answer (a yes_no field posts "yes"/"no"). */
export const ANSWER_FIELD_PREFIX = "answers.";
export const answerField = (questionId: string) => `${ANSWER_FIELD_PREFIX}${questionId}`;
export const YES_NO_FIELD_VALUES = { yes: true, no: false } as const;

/**
 * Whether a response's required questions must be answered: not for `not_attending` (someone
 * saying no should not be made to pick a meal); for every other status.
 */
export const requiresAnswers = (status: string) => status !== "not_attending";
