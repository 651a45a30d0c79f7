import type { Answers, Question } from "#contract/questions";
import type { ResponseStatus } from "#contract/response-rules";
import { m } from "#messages";
import { answerText } from "./answer-text";

/** The statuses counted apart from the seats, in the order they are said. */
const OTHERS = ["offered", "waiting", "maybe", "not_attending"] as const;
type Other = (typeof OTHERS)[number];

/** Answers from people who hold no seat, by their status (0s left out), in OTHERS' order. */
export type OthersCount = { status: Other; count: number }[];

export type Tally =
  | {
      kind: "counts";
      /** Seats of attending responses that answered (each with its guests). */
      seats: number;
      others: OthersCount;
      /** Each offered choice (or 예, 아니오), then choices since removed. */
      rows: { text: string; seats: number; others: OthersCount; removed: boolean }[];
    }
  | {
      kind: "texts";
      seats: number;
      others: OthersCount;
      /** Attending first (in the list's order), then the others with their status. */
      texts: { name: string; text: string; status: ResponseStatus }[];
    };

type Answering = { name: string; status: ResponseStatus; guests?: number; answers?: Answers };

/** Counts by status, ready to say: the seats of those attending, and the others apart. */
function counter() {
  let seats = 0;
  const others = new Map<Other, number>();
  return {
    add(response: Answering) {
      if (response.status === "attending") seats += 1 + (response.guests ?? 0);
      else others.set(response.status, (others.get(response.status) ?? 0) + 1);
    },
    get seats() {
      return seats;
    },
    get others(): OthersCount {
      return OTHERS.flatMap((status) => {
        const count = others.get(status) ?? 0;
        return count ? [{ status, count }] : [];
      });
    },
  };
}

/**
 * One question's answers summed up over the responses. What counts is seats: an attending
 * response's answer counts once for it and once for each guest it brings, as a meal is cooked
 * for each; answers from people who hold no seat (an open offer, the queue, 미정, 불참) are
 * counted apart, by status, so '예 2' never includes someone who is not coming. Choices come in
 * the question's order, every one even at 0, then answers naming a removed choice; text answers
 * with who gave them.
 */
export function tallyQuestion(question: Question, responses: Answering[]): Tally {
  const given = responses.flatMap((response) => {
    const value = response.answers?.[question.id];
    return value === undefined || value === "" ? [] : [{ response, value }];
  });
  const all = counter();
  for (const { response } of given) all.add(response);
  if (question.kind === "text") {
    const texts = given.map(({ response, value }) => ({
      name: response.name,
      text: answerText(question, value).text,
      status: response.status,
    }));
    const attending = texts.filter((text) => text.status === "attending");
    const rest = texts.filter((text) => text.status !== "attending");
    return { kind: "texts", seats: all.seats, others: all.others, texts: [...attending, ...rest] };
  }
  const offered =
    question.kind === "yes_no"
      ? [m.responses_answer_yes(), m.responses_answer_no()]
      : question.choices.map((choice) => choice.label);
  const rows = new Map(offered.map((text) => [text, { counts: counter(), removed: false }]));
  for (const { response, value } of given) {
    const { text, removed } = answerText(question, value);
    const row = rows.get(text) ?? { counts: counter(), removed };
    row.counts.add(response);
    rows.set(text, row);
  }
  return {
    kind: "counts",
    seats: all.seats,
    others: all.others,
    rows: [...rows].map(([text, { counts, removed }]) => ({
      text,
      seats: counts.seats,
      others: counts.others,
      removed,
    })),
  };
}
