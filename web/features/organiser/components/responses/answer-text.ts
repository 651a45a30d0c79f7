import type { Answers, AnswerValue, Question } from "#contract/questions";
import { m } from "#messages";

/**
 * One answer in words, in the reader's language: 예 / 아니오 (Yes / No) for yes_no, the text or the choice as given otherwise.
 * `removed` when it names a choice since taken off the question: the answer stays as it was
 * given (decision 0042), marked so the organiser knows it is not among today's choices.
 */
export function answerText(
  question: Question,
  value: AnswerValue,
): { text: string; removed: boolean } {
  if (typeof value === "boolean")
    return { text: value ? m.responses_answer_yes() : m.responses_answer_no(), removed: false };
  const offered = question.choices.some((choice) => choice.label === value);
  return { text: value, removed: question.kind === "choice" && !offered };
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
