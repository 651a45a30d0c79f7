import type { Answers, AnswerValue, Question } from "#contract/questions";

/** What the organiser's screens and the CSV say beside a choice the question no longer offers. */
export const REMOVED_CHOICE = "(삭제된 선택지)";

/**
 * One answer in words: 예 / 아니오 for yes_no, the text or the choice as given otherwise.
 * `removed` when it names a choice since taken off the question: the answer stays as it was
 * given (decision 0042), marked so the organiser knows it is not among today's choices.
 */
export function answerText(
  question: Question,
  value: AnswerValue,
): { text: string; removed: boolean } {
  if (typeof value === "boolean") return { text: value ? "예" : "아니오", removed: false };
  return { text: value, removed: question.kind === "choice" && !question.choices.includes(value) };
}

/** The answers to show, in the questions' order; unanswered questions and unknown ids left out. */
export function answeredQuestions(
  questions: Question[],
  answers: Answers | undefined,
): { question: Question; text: string; removed: boolean }[] {
  return questions.flatMap((question) => {
    const value = answers?.[question.id];
    if (value === undefined || value === "") return [];
    return [{ question, ...answerText(question, value) }];
  });
}
