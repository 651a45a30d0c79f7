import type { QUESTION_KINDS as CONTRACT_KINDS, QuestionKind } from "#contract/questions";
import { m } from "#messages";

/**
 * The contract's kinds of questions, written out here and checked against it by type: importing
 * the values would make the invite page's first load, whose chunk holds questions.ts, export
 * them for the organiser's screens (as event-form-schema.ts says). Their limits are
 * question-rules.ts, which only the organiser's screens load.
 */
export const QUESTION_KINDS = ["text", "choice", "yes_no"] as const satisfies typeof CONTRACT_KINDS;

/** Each kind in the dialog's words. */
export const KIND_LABELS: Record<QuestionKind, () => string> = {
  text: m.organiser_question_kind_text,
  choice: m.organiser_question_kind_choice,
  yes_no: m.organiser_question_kind_yes_no,
};
