import type { Answers, Question } from "#contract/questions";
import { m } from "#messages";
import { answerText } from "./answer-text";

export type Tally =
  | {
      kind: "counts";
      answered: number;
      /** Each offered choice (or 예, 아니오) with its count, then choices since removed. */
      rows: { text: string; count: number; removed: boolean }[];
    }
  | { kind: "texts"; answered: number; texts: { name: string; text: string }[] };

/**
 * One question's answers summed up over the responses: counts per choice (every offered choice,
 * even at 0, in the question's order; answers naming a removed choice after them), 예 and 아니오,
 * or the text answers with who gave them, in the list's order. Every response's answers count,
 * whatever its status: the list beside it says who attends.
 */
export function tallyQuestion(
  question: Question,
  responses: { name: string; answers?: Answers }[],
): Tally {
  const given = responses.flatMap((response) => {
    const value = response.answers?.[question.id];
    return value === undefined || value === "" ? [] : [{ name: response.name, value }];
  });
  if (question.kind === "text") {
    return {
      kind: "texts",
      answered: given.length,
      texts: given.map(({ name, value }) => ({ name, text: answerText(question, value).text })),
    };
  }
  const offered =
    question.kind === "yes_no"
      ? [m.responses_answer_yes(), m.responses_answer_no()]
      : question.choices.map((choice) => choice.label);
  const counts = new Map<string, { count: number; removed: boolean }>(
    offered.map((text) => [text, { count: 0, removed: false }]),
  );
  for (const { value } of given) {
    const { text, removed } = answerText(question, value);
    const row = counts.get(text) ?? { count: 0, removed };
    counts.set(text, { ...row, count: row.count + 1 });
  }
  return {
    kind: "counts",
    answered: given.length,
    rows: [...counts].map(([text, row]) => ({ text, ...row })),
  };
}
