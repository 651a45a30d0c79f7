import type {
  QUESTION_KINDS as CONTRACT_KINDS,
  QUESTION_LIMITS as CONTRACT_LIMITS,
  QuestionKind,
} from "#contract/questions";

/**
 * The contract's kinds and limits of questions (decision 0042), written out here and checked
 * against it by type: importing the values would make the invite page's first load, whose chunk
 * holds questions.ts, export them for the organiser's screens (as event-form-schema.ts says).
 */
export const QUESTION_KINDS = ["text", "choice", "yes_no"] as const satisfies typeof CONTRACT_KINDS;
export const QUESTION_LIMITS = {
  questionsMax: 5,
  labelMax: 100,
  choicesMin: 2,
  choicesMax: 10,
  choiceMax: 50,
  answerMax: 200,
} as const satisfies typeof CONTRACT_LIMITS;

/** Each kind in the dialog's words. */
export const KIND_LABELS: Record<QuestionKind, string> = {
  text: "짧은 답",
  choice: "하나 고르기",
  yes_no: "예·아니오",
};
