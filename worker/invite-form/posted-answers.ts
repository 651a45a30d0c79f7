import { ANSWER_FIELD_PREFIX } from "#contract/questions";

/**
 * The plain form's answers to the event's questions (issue 36): its fields `answers.<id>`, as
 * posted (a yes/no question's radio says "yes" or "no"; the room, which holds the questions,
 * reads them as such). Undefined when the form posted none: a sign-up then answers nothing and
 * a change keeps its answers (a form of radios alone, none chosen, posts nothing).
 */
export function postedAnswers(fields: URLSearchParams): Record<string, string> | undefined {
  let answers: Record<string, string> | undefined;
  for (const [name, value] of fields) {
    if (!name.startsWith(ANSWER_FIELD_PREFIX)) continue;
    const id = name.slice(ANSWER_FIELD_PREFIX.length);
    // A field twice (a crafted post): the first counts, as URLSearchParams.get reads the others.
    answers ??= {};
    if (id !== "" && !Object.hasOwn(answers, id)) answers[id] = value;
  }
  return answers;
}

/** The questions a refusal's 422 names (`["body", "answers", id]`), to mark their fields. */
export function refusedAnswerIds(body: unknown): string[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((issue: { loc?: unknown }) => {
    const loc = Array.isArray(issue?.loc) ? issue.loc : [];
    return loc.length === 3 && loc[1] === "answers" && typeof loc[2] === "string" ? [loc[2]] : [];
  });
}
