import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { publicView } from "../../support/worker/events";
import {
  type Answers,
  answerAs,
  answered,
  change,
  choices,
  eventAsking,
  labelsOf,
  locTypes,
  organiserAnswers,
  type Question,
  setQuestions,
  THREE,
} from "../../support/worker/questions";

/**
 * Decision 0042: editing questions once answers exist. A removed question's answers go; a
 * relabelled one keeps them; a kind change is a new question (its answers go); a choice removed
 * leaves the answers that named it, as they are, for the organiser to see.
 */

async function answeredEvent() {
  const owner = await newUser();
  const event = await eventAsking(owner.token, THREE);
  const [meal, allergy, car] = event.questions as [Question, Question, Question];
  const minji: Answers = { [meal.id]: "채식", [allergy.id]: "땅콩", [car.id]: true };
  const hajun: Answers = { [meal.id]: "한식", [car.id]: false };
  await answered(event.id, "민지", minji);
  await answered(event.id, "하준", hajun);
  return { token: owner.token, event, meal, allergy, car, minji, hajun };
}

describe("questions edited after answers", () => {
  it("a removed question's answers go from the organiser's list", async () => {
    const { token, event, meal, allergy, car } = await answeredEvent();
    await setQuestions(token, event.id, [meal, car]);
    expect(await organiserAnswers(token, event.id)).toEqual({
      민지: { [meal.id]: "채식", [car.id]: true },
      하준: { [meal.id]: "한식", [car.id]: false },
    });
    // And a question added again with the same label is a new one: nothing comes back.
    const again = await setQuestions(token, event.id, [meal, car, { ...allergy, id: undefined }]);
    expect(again[2]?.id).not.toBe(allergy.id);
    expect((await organiserAnswers(token, event.id)).민지).toEqual({
      [meal.id]: "채식",
      [car.id]: true,
    });
  });

  it("a relabelled, reordered or newly required question keeps its answers", async () => {
    const { token, event, meal, allergy, car, minji, hajun } = await answeredEvent();
    const edited = await setQuestions(token, event.id, [
      { ...car, label: "자가용으로 오시나요?" },
      { ...allergy, label: "못 드시는 음식", required: true },
      { ...meal, label: "메인", choices: [...meal.choices, { label: "생선" }] },
    ]);
    expect(edited.map((q) => q.id)).toEqual([car.id, allergy.id, meal.id]);
    expect(await organiserAnswers(token, event.id)).toEqual({ 민지: minji, 하준: hajun });
  });

  it("a kind change is a new question: its answers go", async () => {
    const { token, event, meal, allergy, car } = await answeredEvent();
    const edited = await setQuestions(token, event.id, [
      meal,
      allergy,
      { ...car, kind: "choice", choices: choices("예", "아니오") },
    ]);
    const carNow = edited[2] as Question;
    expect(carNow.kind).toBe("choice");
    const read = await organiserAnswers(token, event.id);
    for (const name of ["민지", "하준"]) {
      expect(read[name], name).not.toHaveProperty(car.id);
      expect(read[name], name).not.toHaveProperty(carNow.id);
    }
    expect(read.민지).toEqual({ [meal.id]: "채식", [allergy.id]: "땅콩" });
    // The new question takes a choice, and no longer a yes/no.
    const wrong = await answerAs(event.id, "서연", { [meal.id]: "양식", [carNow.id]: true });
    expect(await locTypes(wrong)).toEqual([[["body", "answers", carNow.id], "answer_wrong_type"]]);
    await answered(event.id, "서연", { [meal.id]: "양식", [carNow.id]: "예" });
  });

  it("a removed choice leaves the answers that named it as they are, and no new one takes it", async () => {
    const { token, event, meal, allergy, car, minji, hajun } = await answeredEvent();
    // 채식 goes; 민지 chose it.
    await setQuestions(token, event.id, [
      { ...meal, choices: meal.choices.slice(0, 2) },
      allergy,
      car,
    ]);
    expect(await organiserAnswers(token, event.id)).toEqual({ 민지: minji, 하준: hajun });
    expect((await organiserAnswers(token, event.id)).민지?.[meal.id]).toBe("채식");

    const late = await answerAs(event.id, "서연", { [meal.id]: "채식" });
    expect(await locTypes(late)).toEqual([[["body", "answers", meal.id], "answer_not_a_choice"]]);
    // A change of hers that leaves the answers out keeps the removed choice.
    const kept = await change(event.id, "민지", { message: "메시지만 바꿈" });
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect((await organiserAnswers(token, event.id)).민지?.[meal.id]).toBe("채식");
    // The public view has the question as it is now, and still no answer.
    const view = (await publicView(event.id)) as unknown as { questions: Question[] };
    expect(labelsOf(view.questions[0])).toEqual(["한식", "양식"]);
    expect(JSON.stringify(view)).not.toContain("땅콩");
  });

  it("every question removed takes every answer with it", async () => {
    const { token, event } = await answeredEvent();
    await setQuestions(token, event.id, []);
    const read = await organiserAnswers(token, event.id);
    expect(Object.keys(read.민지 ?? {})).toEqual([]);
    expect(Object.keys(read.하준 ?? {})).toEqual([]);
    // With no question left, a sign-up answering one names an unknown question.
    const stale = await answerAs(event.id, "서연", { qzzzzzzzzzz: "무엇" });
    expect(await locTypes(stale)).toEqual([
      [["body", "answers", "qzzzzzzzzzz"], "answer_unknown_question"],
    ]);
  });

  it("a choice removed while sign-ups choose it: each sign-up is checked against the questions it met", async () => {
    const { token, event, meal, allergy, car } = await answeredEvent();
    const names = ["가람", "나래", "다솜", "라온", "마루", "바다"];
    const [edit, ...signUps] = await Promise.all([
      setQuestions(token, event.id, [{ ...meal, choices: meal.choices.slice(0, 2) }, allergy, car]),
      ...names.map((name) => answerAs(event.id, name, { [meal.id]: "채식" })),
    ]);
    expect(labelsOf(edit[0])).toEqual(["한식", "양식"]);
    const read = await organiserAnswers(token, event.id);
    for (const [at, res] of signUps.entries()) {
      const name = names[at] as string;
      if (res.status === 201) {
        // Taken before the edit: its answer stays as it was given.
        expect(read[name], name).toEqual({ [meal.id]: "채식" });
      } else {
        expect(await locTypes(res), name).toEqual([
          [["body", "answers", meal.id], "answer_not_a_choice"],
        ]);
        expect(read, name).not.toHaveProperty(name);
      }
    }
    // After the edit, nobody may choose it.
    const late = await answerAs(event.id, "늦은이", { [meal.id]: "채식" });
    expect(late.status).toBe(422);
  });
});
