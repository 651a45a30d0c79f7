import { type AnswerIssue, answersStillAsked, checkAnswers } from "#contract/answer-checks";
import { type Answers, type Question, YES_NO_FIELD_VALUES } from "#contract/questions";
import type { RoomRefusal, StoredResponse } from "../store/types";
import { refuse } from "./refusals";

/**
 * A response's answers to its event's questions (decision 0042), kept as JSON in the
 * room's `responses.answers`. Checked here, in the transaction that writes them, against the
 * questions the room holds then: the organiser may change them at any moment.
 */

export const answersOf = (row: Pick<StoredResponse, "answers">): Answers => {
  try {
    const parsed: unknown = JSON.parse(row.answers ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Answers) : {};
  } catch {
    return {};
  }
};

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

/**
 * After the questions changed: a removed question's answers go from storage (and a kind
 * change's: the question came back under a new id). A relabelled one's stay. Only rows whose
 * answers change are written; no version moves (the D1 mirror holds no answers).
 */
export function dropUnasked(sql: SqlStorage, questions: readonly Question[]): void {
  const rows = sql
    .exec<Pick<StoredResponse, "id" | "answers">>(
      "SELECT id, answers FROM responses WHERE answers <> '{}'",
    )
    .toArray();
  for (const row of rows) {
    const before = answersOf(row);
    const kept = answersStillAsked(questions, before);
    if (Object.keys(kept).length !== Object.keys(before).length) {
      sql.exec("UPDATE responses SET answers = ? WHERE id = ?", JSON.stringify(kept), row.id);
    }
  }
}
