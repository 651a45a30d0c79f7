import { checkAnswers } from "#contract/answer-checks";
import type { ValidationIssue } from "#contract/error-codes";
import {
  ANSWER_MAX,
  type AnswerProblem,
  type Answers,
  answerField,
  isAnswerProblem,
  type Question,
  YES_NO_FIELD_VALUES,
} from "#contract/questions";
import { m } from "#messages";
import type { FormProblem } from "../public-response-rules";

/** An answer's problem in the page's words; the field marked says which question. */
const ANSWER_PROBLEM_TEXT: Partial<Record<AnswerProblem, () => string>> = {
  answer_required: m.invitee_answer_required,
  answer_not_a_choice: m.invitee_answer_not_a_choice,
  answer_too_long: () => m.invitee_answer_too_long({ max: ANSWER_MAX }),
  answer_invalid_characters: m.invitee_answer_invalid_characters,
};

const answerProblem = (questionId: string, problem: AnswerProblem): FormProblem => ({
  text: (ANSWER_PROBLEM_TEXT[problem] ?? m.invitee_answer_check)(),
  field: answerField(questionId) as FormProblem["field"],
});

/**
 * The answers in the form's question fields (question-fields.tsx), as the API takes them: a
 * yes/no as true or false, a blank field left out. The fields are the browser's own, not the
 * form's state: read from what the form sends (the app's `new FormData(form)`, or the fields
 * the browser posted itself). A field twice (a crafted post) counts once: the first.
 */
export function typedAnswers(questions: Question[], data: FormData | URLSearchParams) {
  const answers: Record<string, string | boolean> = {};
  for (const question of questions) {
    const typed = data.get(answerField(question.id));
    if (typeof typed !== "string" || typed.trim() === "") continue;
    answers[question.id] =
      question.kind === "yes_no"
        ? (YES_NO_FIELD_VALUES[typed as keyof typeof YES_NO_FIELD_VALUES] ?? typed)
        : typed;
  }
  return answers;
}

/**
 * The answers a response sends, checked by the contract's rules before they go (the room
 * checks them again against the questions it holds): their first problem, or the answers
 * (texts trimmed). A change sends only what it changes, and the room keeps the rest (decision
 * 0042): `byPassword`, opened by name and password, the form shows none of the answers given
 * before, so a blank changes nothing and a required one may be answered already (the room checks
 * the whole); `clearBlanks`, opened by its personal link, the form shows them all, so a blank
 * one was cleared ("" clears it).
 */
export function answersToSend(
  questions: Question[],
  typed: Record<string, string | boolean>,
  status: string,
  byPassword: boolean,
  clearBlanks = false,
): { problem: FormProblem } | { answers?: Answers } {
  if (!questions.length) return {};
  if (byPassword && Object.keys(typed).length === 0) return {};
  // "not_attending" asks for no required answer: the types and lengths are still checked.
  const checked = checkAnswers(questions, typed, byPassword ? "not_attending" : status);
  const issue = checked.issues[0];
  if (issue) return { problem: answerProblem(issue.questionId, issue.problem) };
  if (!clearBlanks) return { answers: checked.answers };
  const cleared = questions.filter((question) => !(question.id in checked.answers));
  return {
    answers: { ...Object.fromEntries(cleared.map(({ id }) => [id, ""])), ...checked.answers },
  };
}

/**
 * A refusal's problem with an answer (a 422 issue at `["body", "answers", id]`, or at the plain
 * form's `answers.<id>`), as the form marks it; null when it names none.
 */
export function refusedAnswer(issues: ValidationIssue[]): FormProblem | null {
  const issue = issues.find((candidate) => isAnswerProblem(candidate?.type));
  if (!issue || !isAnswerProblem(issue.type)) return null;
  const last = String(Array.isArray(issue.loc) ? issue.loc.at(-1) : "");
  return answerProblem(last.replace(/^answers\./, ""), issue.type);
}
