import type { Question } from "#contract/questions";

/**
 * `events.questions` holds the form's questions as JSON (decision 0042). Written only from what the
 * API's schema took, so a row that does not parse is a bug; it reads as no questions rather
 * than taking every page of the event down.
 */
export function readQuestions(json: string | null | undefined): Question[] {
  try {
    const parsed: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(parsed) ? (parsed as Question[]) : [];
  } catch {
    return [];
  }
}

export const writeQuestions = (questions: readonly Question[]) => JSON.stringify(questions);
