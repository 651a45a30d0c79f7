import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { myLink, publicView, withKey } from "../../support/worker/events";
import {
  ALLERGY,
  type Answers,
  answerAs,
  answered,
  CAR,
  change,
  eventAsking,
  idsOf,
  locTypes,
  MEAL,
  organiserAnswers,
  setQuestions,
  THREE,
} from "../../support/worker/questions";

/**
 * Decision 0042: a response's `answers` (question id → the text, the chosen choice, or true/false
 * for yes/no) on submit, modify and a personal link's change; a change that leaves them out keeps
 * them; "" for an optional question is no answer. Checked against the event's questions in the
 * room: each refusal is a 422 at `["body", "answers", <id>]` with its type, and nothing is
 * written. Required questions bind attending, waiting and maybe answers, never not_attending.
 */

async function threeQuestions(input = {}) {
  const owner = await newUser();
  const event = await eventAsking(owner.token, THREE, input);
  const ids = idsOf(event.questions);
  return {
    token: owner.token,
    event,
    meal: ids["식사 메뉴"] as string,
    allergy: ids.알레르기 as string,
    car: ids["차로 오시나요?"] as string,
  };
}

const names = async (eventId: string) => (await publicView(eventId)).responses.map((r) => r.name);

describe("answers on a sign-up", () => {
  it("are kept as sent and read by the organiser, one question each", async () => {
    const { token, event, meal, allergy, car } = await threeQuestions();
    const reply = await answered(event.id, "민지", {
      [meal]: "채식",
      [allergy]: "땅콩",
      [car]: true,
    });
    // The invitee's own reply carries their own answers.
    expect(reply.response.answers).toEqual({ [meal]: "채식", [allergy]: "땅콩", [car]: true });
    await answered(event.id, "하준", { [meal]: "한식", [car]: false });
    expect(await organiserAnswers(token, event.id)).toEqual({
      민지: { [meal]: "채식", [allergy]: "땅콩", [car]: true },
      하준: { [meal]: "한식", [car]: false },
    });
  });

  it("take an empty text for an optional question as no answer, and a text trimmed", async () => {
    const { token, event, meal, allergy } = await threeQuestions();
    await answered(event.id, "민지", { [meal]: "양식", [allergy]: "" });
    await answered(event.id, "하준", { [meal]: "양식", [allergy]: "  새우  " });
    const read = await organiserAnswers(token, event.id);
    expect(read.민지).toEqual({ [meal]: "양식" });
    expect(read.하준).toEqual({ [meal]: "양식", [allergy]: "새우" });
  });

  it("take a text of 200 characters", async () => {
    const { token, event, meal, allergy } = await threeQuestions();
    const long = "가".repeat(200);
    await answered(event.id, "민지", { [meal]: "한식", [allergy]: long });
    expect((await organiserAnswers(token, event.id)).민지?.[allergy]).toBe(long);
  });

  it("are none on an event without questions, and none needed", async () => {
    const owner = await newUser();
    const event = await eventAsking(owner.token, []);
    await answered(event.id, "민지", undefined);
    await answered(event.id, "하준", {});
    const read = await organiserAnswers(owner.token, event.id);
    expect(Object.keys(read.민지 ?? {})).toEqual([]);
    expect(Object.keys(read.하준 ?? {})).toEqual([]);
  });
});

describe("a required question", () => {
  it.each(["attending", "maybe"] as const)(
    "left out of a %s answer is a 422 at its id, and nothing is written",
    async (status) => {
      const { event, meal, allergy } = await threeQuestions();
      for (const answers of [undefined, {}, { [allergy]: "없음" }, { [meal]: "" }]) {
        const res = await answerAs(event.id, "민지", answers, { status });
        expect(await locTypes(res), JSON.stringify(answers)).toEqual([
          [["body", "answers", meal], "answer_required"],
        ]);
      }
      expect(await names(event.id)).toEqual([]);
    },
  );

  it("binds a sign-up the room puts on the waiting list", async () => {
    const { event, meal } = await threeQuestions({ max_participants: 1 });
    await answered(event.id, "민지", { [meal]: "한식" });
    for (const status of ["attending", "waiting"]) {
      const res = await answerAs(event.id, "하준", {}, { status });
      expect(await locTypes(res), status).toEqual([[["body", "answers", meal], "answer_required"]]);
    }
    expect(await names(event.id)).toEqual(["민지"]);
  });

  it("needs no answer from someone saying they will not come", async () => {
    const { token, event } = await threeQuestions();
    await answered(event.id, "불참자", undefined, { status: "not_attending" });
    expect((await publicView(event.id)).responses.map((r) => [r.name, r.status])).toEqual([
      ["불참자", "not_attending"],
    ]);
    expect(Object.keys((await organiserAnswers(token, event.id)).불참자 ?? {})).toEqual([]);
  });

  it("binds a change that sends answers, against the status it asks for", async () => {
    const { token, event, meal } = await threeQuestions();
    await answered(event.id, "불참자", undefined, { status: "not_attending" });
    const res = await change(event.id, "불참자", { status: "attending", answers: {} });
    expect(await locTypes(res)).toEqual([[["body", "answers", meal], "answer_required"]]);
    expect((await publicView(event.id)).responses[0]?.status).toBe("not_attending");
    // Still saying no, the same answers are taken.
    const no = await change(event.id, "불참자", { status: "not_attending", answers: {} });
    expect(no.status, await no.clone().text()).toBe(200);
    const ok = await change(event.id, "불참자", {
      status: "attending",
      answers: { [meal]: "양식" },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await organiserAnswers(token, event.id)).불참자).toEqual({ [meal]: "양식" });
  });
});

/** Each wrong answer to the three questions, and the type of its refusal. */
function wrongAnswers(ids: { meal: string; allergy: string; car: string }) {
  const { meal, allergy, car } = ids;
  const good = { [meal]: "한식" };
  return [
    ["a choice not offered", { [meal]: "중식" }, meal, "answer_not_a_choice"],
    ["a choice in other case or spacing", { [meal]: "한 식" }, meal, "answer_not_a_choice"],
    ["a boolean for a choice", { [meal]: true }, meal, "answer_wrong_type"],
    ["a number for a text", { ...good, [allergy]: 3 }, allergy, "answer_wrong_type"],
    ["a string for a yes_no", { ...good, [car]: "yes" }, car, "answer_wrong_type"],
    ["null for a yes_no", { ...good, [car]: null }, car, "answer_wrong_type"],
    ["a list for a text", { ...good, [allergy]: ["땅콩"] }, allergy, "answer_wrong_type"],
    [
      "an unknown question",
      { ...good, qzzzzzzzzzz: "무엇" },
      "qzzzzzzzzzz",
      "answer_unknown_question",
    ],
    [
      "a text of 201 characters",
      { ...good, [allergy]: "가".repeat(201) },
      allergy,
      "answer_too_long",
    ],
    [
      "a text with a control character",
      { ...good, [allergy]: "땅\u0007콩" },
      allergy,
      "answer_invalid_characters",
    ],
    [
      "a text with a bidi override",
      { ...good, [allergy]: "땅\u202E콩" },
      allergy,
      "answer_invalid_characters",
    ],
  ] as [string, Answers, string, string][];
}

describe("a wrong answer", () => {
  it("on a sign-up is a 422 at its question with its type, and nothing is written", async () => {
    const ctx = await threeQuestions();
    for (const [what, answers, at, type] of wrongAnswers(ctx)) {
      const res = await answerAs(ctx.event.id, "민지", answers);
      expect(await locTypes(res), what).toEqual([[["body", "answers", at], type]]);
    }
    expect(await names(ctx.event.id)).toEqual([]);
  });

  it("on a change is a 422 too, and the response keeps what it had", async () => {
    const ctx = await threeQuestions();
    const before = { [ctx.meal]: "채식", [ctx.allergy]: "갑각류", [ctx.car]: false };
    await answered(ctx.event.id, "민지", before, { message: "원래 메시지" });
    for (const [what, answers, at, type] of wrongAnswers(ctx)) {
      const res = await change(ctx.event.id, "민지", { message: "바뀌면 안 됨", answers });
      expect(await locTypes(res), what).toEqual([[["body", "answers", at], type]]);
    }
    expect((await organiserAnswers(ctx.token, ctx.event.id)).민지).toEqual(before);
    expect((await publicView(ctx.event.id)).responses[0]?.message).toBe("원래 메시지");
  });

  it("with others is one issue per question, in the questions' order, unknown ids last", async () => {
    const { event, meal, allergy, car } = await threeQuestions();
    const res = await answerAs(event.id, "민지", {
      qzzzzzzzzzz: "무엇",
      [car]: "yes",
      [allergy]: "가".repeat(201),
    });
    expect(await locTypes(res)).toEqual([
      [["body", "answers", meal], "answer_required"],
      [["body", "answers", allergy], "answer_too_long"],
      [["body", "answers", car], "answer_wrong_type"],
      [["body", "answers", "qzzzzzzzzzz"], "answer_unknown_question"],
    ]);
    expect(await names(event.id)).toEqual([]);
  });

  it("that is not an object of answers is a 422 at answers", async () => {
    const { event } = await threeQuestions();
    for (const answers of ["한식", ["한식"], 1]) {
      const res = await answerAs(event.id, "민지", answers as unknown as Answers);
      const locs = (await locTypes(res)).map(([loc]) => (loc as string[]).slice(0, 2));
      expect(locs.length).toBeGreaterThan(0);
      for (const loc of locs) expect(loc).toEqual(["body", "answers"]);
    }
    expect(await names(event.id)).toEqual([]);
  });
});

describe("answers on a change", () => {
  it("are kept when the change leaves them out, and each one sent replaces its question's", async () => {
    const { token, event, meal, allergy, car } = await threeQuestions();
    const first = { [meal]: "채식", [allergy]: "땅콩", [car]: true };
    await answered(event.id, "민지", first);
    const kept = await change(event.id, "민지", { status: "maybe", message: "아마도" });
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(((await kept.json()) as { response: { answers?: Answers } }).response.answers).toEqual(
      first,
    );
    expect((await organiserAnswers(token, event.id)).민지).toEqual(first);

    // The allergy, not sent, stays: a change by name and password cannot show it to keep it.
    const next = { [meal]: "양식", [car]: false };
    const replaced = await change(event.id, "민지", { answers: next });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect((await organiserAnswers(token, event.id)).민지).toEqual({ ...next, [allergy]: "땅콩" });

    // An optional text sent empty clears it.
    await change(event.id, "민지", { answers: { ...first, [allergy]: "" } });
    expect((await organiserAnswers(token, event.id)).민지).toEqual({ [meal]: "채식", [car]: true });
  });

  it("through a personal link: read back with the response, changed with PUT /my-response", async () => {
    const { token, event, meal, allergy, car } = await threeQuestions();
    const mine = { [meal]: "한식", [allergy]: "우유", [car]: true };
    await answered(event.id, "민지", mine);
    await answered(event.id, "하준", { [meal]: "양식", [allergy]: "계란" });
    const link = await myLink(event.id, "민지");
    const { key } = (await link.json()) as { key: string };

    const read = await withKey(event.id, key);
    expect(read.status).toBe(200);
    const body = (await read.json()) as { response: { answers?: Answers } };
    expect(body.response.answers).toEqual(mine);
    expect(JSON.stringify(body)).not.toContain("계란");

    const refused = await withKey(event.id, key, {
      method: "PUT",
      json: { answers: { [meal]: "중식" } },
    });
    expect(await locTypes(refused)).toEqual([[["body", "answers", meal], "answer_not_a_choice"]]);
    // Sent answers merge into hers: clearing the required one is what leaves it unanswered.
    const missing = await withKey(event.id, key, {
      method: "PUT",
      json: { answers: { [meal]: "" } },
    });
    expect(await locTypes(missing)).toEqual([[["body", "answers", meal], "answer_required"]]);
    expect((await organiserAnswers(token, event.id)).민지).toEqual(mine);

    const changed = await withKey(event.id, key, {
      method: "PUT",
      // The page opened by her link shows every answer: one she emptied is sent as "".
      json: { answers: { [meal]: "채식", [allergy]: "", [car]: false } },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const reply = (await changed.json()) as { response: { answers?: Answers } };
    expect(reply.response.answers).toEqual({ [meal]: "채식", [car]: false });
    expect((await organiserAnswers(token, event.id)).민지).toEqual({
      [meal]: "채식",
      [car]: false,
    });

    // A change through the link that leaves answers out keeps them.
    const status = await withKey(event.id, key, { method: "PUT", json: { status: "maybe" } });
    expect(status.status, await status.clone().text()).toBe(200);
    expect((await organiserAnswers(token, event.id)).민지).toEqual({
      [meal]: "채식",
      [car]: false,
    });
  });
});

describe("answers checked against the questions the room holds now", () => {
  it("follow a change of the questions at once: a new required one binds, a removed one is unknown", async () => {
    const owner = await newUser();
    const event = await eventAsking(owner.token, [ALLERGY]);
    const [allergy] = event.questions;
    await answered(event.id, "민지", { [allergy?.id as string]: "땅콩" });
    const ids = idsOf(await setQuestions(owner.token, event.id, [MEAL, CAR]));
    const meal = ids["식사 메뉴"] as string;
    const stale = await answerAs(event.id, "하준", { [allergy?.id as string]: "땅콩" });
    const issues = await locTypes(stale);
    expect(issues).toContainEqual([["body", "answers", allergy?.id], "answer_unknown_question"]);
    const missing = await answerAs(event.id, "하준", {});
    expect(await locTypes(missing)).toEqual([[["body", "answers", meal], "answer_required"]]);
    await answered(event.id, "하준", { [meal]: "한식" });
    expect(await names(event.id)).toEqual(["민지", "하준"]);
    // 민지 answered before the meal was asked: a change that leaves answers out is not held
    // up by it (an offer's one-tap accept sends none), and her answers stay as they were.
    const kept = await change(event.id, "민지", { message: "메시지만" });
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(Object.keys((await organiserAnswers(owner.token, event.id)).민지 ?? {})).toEqual([]);
  });
});
