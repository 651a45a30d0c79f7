import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { inADay } from "../../support/worker/events";
import {
  ALLERGY,
  CAR,
  choices,
  eventAsking,
  issuesOf,
  MEAL,
  questionsOf,
  THREE,
  updateEvent,
} from "../../support/worker/questions";

/**
 * Decision 0042: what an event's questions may be. More than 5, a label empty or over 100
 * characters or carrying control or bidi characters, fewer than 2 or more than 10 choices,
 * a choice empty, over 50 characters or repeated (after trimming), choices on a question that
 * offers none, an unknown kind: a 422 pointing into `questions`, and nothing made or changed.
 */

const choice = (labels: unknown[]) => ({
  label: "고르기",
  kind: "choice",
  choices: labels.map((label) => ({ label })),
});

/** Each wrong list of questions, and the index of the question the refusal points at. */
const WRONG: [string, unknown, number | null][] = [
  ["six questions", [MEAL, ALLERGY, CAR, ALLERGY, CAR, { ...ALLERGY, label: "여섯째" }], null],
  ["an empty label", [{ ...ALLERGY, label: "" }], 0],
  ["a label of spaces", [CAR, { ...ALLERGY, label: "   " }], 1],
  ["a label of 101 characters", [{ ...ALLERGY, label: "가".repeat(101) }], 0],
  ["a label with a control character", [{ ...ALLERGY, label: "알레\u0007르기" }], 0],
  ["a label with a bidi override", [{ ...ALLERGY, label: "알레\u202E르기" }], 0],
  ["no label", [{ kind: "text", choices: [] }], 0],
  ["an unknown kind", [{ ...ALLERGY, kind: "number" }], 0],
  ["no kind", [{ label: "종류 없음", choices: [] }], 0],
  ["one choice", [choice(["한식"])], 0],
  ["no choices for a choice", [choice([])], 0],
  ["eleven choices", [choice(Array.from({ length: 11 }, (_, i) => `보기${i}`))], 0],
  ["two equal choices", [choice(["한식", "양식", "한식"])], 0],
  ["choices equal once trimmed", [choice(["한식", " 한식 "])], 0],
  ["an empty choice", [choice(["한식", ""])], 0],
  ["a choice of spaces", [choice(["한식", "  "])], 0],
  ["a choice of 51 characters", [choice(["한식", "나".repeat(51)])], 0],
  ["a choice with a control character", [choice(["한식", "양\u0000식"])], 0],
  ["a choice with a bidi isolate", [choice(["한식", "양\u2066식"])], 0],
  ["a choice that is not text", [choice(["한식", 2])], 0],
  ["choices on a text question", [MEAL, { ...ALLERGY, choices: choices("예", "아니오") }], 1],
  ["choices on a yes_no question", [{ ...CAR, choices: choices("네", "아니요") }], 0],
  ["a choice given as its bare label", [{ ...MEAL, choices: ["한식", "양식"] }], 0],
  ["a choice without a label", [{ ...MEAL, choices: [{ label: "한식" }, { id: "c0" }] }], 0],
  ["required that is not a boolean", [{ ...ALLERGY, required: "yes" }], 0],
  ["a question that is not an object", ["식사 메뉴"], 0],
];
const NOT_A_LIST: unknown[] = ["식사", null, { 0: MEAL }];

/** Expects every issue to point into `questions` (at the question `index`, when one). */
function expectAtQuestions(locs: (string | number)[][], index: number | null, what: string) {
  expect(locs.length, what).toBeGreaterThan(0);
  for (const loc of locs) {
    expect(loc.slice(0, 2), what).toEqual(["body", "questions"]);
    if (index !== null) expect(loc[2], what).toBe(index);
  }
}

describe("questions refused on create", () => {
  it.each(WRONG)("%s: a 422 at questions, and no event", async (what, questions, index) => {
    const { token } = await newUser();
    const res = await api("/events/", {
      method: "POST",
      token,
      json: { title: "잘못된 질문", event_date: inADay(), questions },
    });
    const locs = (await issuesOf(res)).map((issue) => issue.loc);
    expectAtQuestions(locs, index, what);
    const list = (await (await api("/events/", { token })).json()) as { count: number };
    expect(list.count).toBe(0);
  });

  it("refuses questions that are not a list", async () => {
    const { token } = await newUser();
    for (const questions of NOT_A_LIST) {
      const res = await api("/events/", {
        method: "POST",
        token,
        json: { title: "목록 아님", event_date: inADay(), questions },
      });
      const locs = (await issuesOf(res)).map((issue) => issue.loc);
      expectAtQuestions(locs, null, JSON.stringify(questions));
    }
  });
});

describe("questions refused on update", () => {
  it("refuses each wrong list with a 422 at questions, and changes nothing, the title neither", async () => {
    const { token } = await newUser();
    const event = await eventAsking(token, THREE, { title: "그대로 둘 질문" });
    for (const [what, questions, index] of [
      ...WRONG,
      ...NOT_A_LIST.map((wrong) => [String(wrong), wrong, null] as const),
    ]) {
      const res = await updateEvent(token, event.id, { title: "바뀌면 안 됨", questions });
      const locs = (await issuesOf(res)).map((issue) => issue.loc);
      expectAtQuestions(locs, index, what);
    }
    expect(await questionsOf(token, event.id)).toEqual(event.questions);
    const read = (await (await api(`/events/${event.id}`, { token })).json()) as { title: string };
    expect(read.title).toBe("그대로 둘 질문");
  });

  it("refuses an id this event never gave, pointing at that question", async () => {
    const { token } = await newUser();
    const event = await eventAsking(token, THREE);
    const [meal, allergy] = event.questions;
    for (const id of ["qzzzzzzzzzz", "", "식사", 7]) {
      const res = await updateEvent(token, event.id, {
        questions: [meal, { ...allergy, id }],
      });
      const locs = (await issuesOf(res)).map((issue) => issue.loc);
      expectAtQuestions(locs, 1, `id ${JSON.stringify(id)}`);
    }
    expect(await questionsOf(token, event.id)).toEqual(event.questions);
  });

  it("refuses the same id twice in one list", async () => {
    const { token } = await newUser();
    const event = await eventAsking(token, THREE);
    const [meal] = event.questions;
    const res = await updateEvent(token, event.id, {
      questions: [meal, { ...meal, label: "두 번째 식사" }],
    });
    expect(res.status).toBe(422);
    expect(await questionsOf(token, event.id)).toEqual(event.questions);
  });
});
