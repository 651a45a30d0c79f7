import type { Choice, Question } from "#contract/questions";

/**
 * `events.questions` holds the form's questions as JSON (decision 0042). Written only from what the
 * API's schema took, so a row that does not parse is a bug; it reads as no questions rather
 * than taking every page of the event down.
 */
export function readQuestions(json: string | null | undefined): Question[] {
  try {
    const parsed: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(parsed) ? withChoiceIds(parsed as Question[]) : [];
  } catch {
    return [];
  }
}

export const writeQuestions = (questions: readonly Question[]) => JSON.stringify(questions);

/**
 * Questions as read from storage, in D1 or a room's config. Before choices had ids (decision
 * 0061) they were their labels: such a choice reads as `c` and its place, the same in D1 and
 * in every room, so an edit of it there still finds its answers. The next save writes ids.
 */
export function withChoiceIds(questions: readonly Question[]): Question[] {
  return questions.map((question) => ({
    ...question,
    choices: (question.choices as (Choice | string)[]).map((choice, at) =>
      typeof choice === "string" ? { id: `c${at}`, label: choice } : choice,
    ),
  }));
}
