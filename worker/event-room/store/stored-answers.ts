import { answersStillAsked } from "#contract/answer-checks";
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
