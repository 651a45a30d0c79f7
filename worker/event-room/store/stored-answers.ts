import { answersStillAsked, choiceRenames } from "#contract/answer-checks";
import type { Answers, Question } from "#contract/questions";
import type { StoredResponse } from "./types";

/**
 * A response's answers to its event's questions (decision 0042) as the room stores them: JSON
 * in `responses.answers`, question id to a string or a boolean. What is checked before they are
 * stored is ../commands/response-answers.ts's.
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
 * After the questions changed from `before` to `after`: a removed question's answers go from
 * storage (and a kind change's: the question came back under a new id), a renamed choice's
 * take its new label; a relabelled question's stay. Only rows whose answers change are
 * written; no version moves (the D1 mirror holds no answers).
 */
export function restateAnswers(
  sql: SqlStorage,
  before: readonly Question[],
  after: readonly Question[],
): void {
  const renames = choiceRenames(before, after);
  const rows = sql
    .exec<Pick<StoredResponse, "id" | "answers">>(
      "SELECT id, answers FROM responses WHERE answers <> '{}'",
    )
    .toArray();
  for (const row of rows) {
    const was = JSON.stringify(answersOf(row));
    const now = JSON.stringify(answersStillAsked(after, answersOf(row), renames));
    if (now !== was) sql.exec("UPDATE responses SET answers = ? WHERE id = ?", now, row.id);
  }
}
