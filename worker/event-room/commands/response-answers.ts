import { type AnswerIssue, checkAnswers } from "#contract/answer-checks";
import { type Question, YES_NO_FIELD_VALUES } from "#contract/questions";
import type { RoomRefusal } from "../store/types";
import { refuse } from "./refusals";

/**
 * A response's answers to its event's questions (decision 0042), checked here, in the
 * transaction that writes them, against the questions the room holds then: the organiser may
 * change them at any moment. As stored: ../store/stored-answers.ts.
 */

/**
 * The answers to store (as JSON), or the 422 refusal naming every problem. `fromForm`: posted
 * by the invite page's plain form, where a yes/no question's radio says "yes" or "no"; only the
 * questions held here say which fields are yes/no ones (a text answer may well be "yes").
 */
export function answersToStore(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>>,
  status: string,
  fromForm = false,
): { ok: true; json: string } | RoomRefusal {
  const checked = checkAnswers(questions, fromForm ? yesNoOf(questions, answers) : answers, status);
  if (checked.issues.length > 0) return refuseAnswers(checked.issues);
  return { ok: true, json: JSON.stringify(checked.answers) };
}

function yesNoOf(questions: readonly Question[], answers: Readonly<Record<string, unknown>>) {
  const typed: Record<string, unknown> = { ...answers };
  for (const question of questions) {
    const value = typed[question.id];
    if (question.kind !== "yes_no" || typeof value !== "string") continue;
    if (Object.hasOwn(YES_NO_FIELD_VALUES, value)) {
      typed[question.id] = YES_NO_FIELD_VALUES[value as keyof typeof YES_NO_FIELD_VALUES];
    }
  }
  return typed;
}

const refuseAnswers = (issues: AnswerIssue[]): RoomRefusal => ({
  ...refuse("invalid_answers"),
  answerIssues: issues,
});
