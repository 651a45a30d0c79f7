import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { roomStub } from "../../support/worker/events";
import {
  answerAs,
  answered,
  CHOICE_ID,
  choices,
  eventAsking,
  labelsOf,
  locTypes,
  MEAL,
  organiserAnswers,
  type Question,
  questionsOf,
  setQuestions,
  updateEvent,
} from "../../support/worker/questions";

/**
 * Decision 0061: a choice has an id of its own, kept across edits as a question's is. A choice
 * sent back with its id is that choice, renamed or not, and the answers that named it follow
 * its new name; an id the question does not have is refused, and nothing changes.
 */

async function mealAnswered() {
  const owner = await newUser();
  const event = await eventAsking(owner.token, [MEAL]);
  const meal = event.questions[0] as Question;
  await answered(event.id, "민지", { [meal.id]: "채식" });
  await answered(event.id, "하준", { [meal.id]: "한식" });
  await answered(event.id, "서연", { [meal.id]: "양식" });
  return { token: owner.token, event, meal };
}

describe("a choice's id", () => {
  it("keeps a renamed choice's answers under its new name, for old and new answers alike", async () => {
    const { token, event, meal } = await mealAnswered();
    const [korean, western, vegetarian] = meal.choices;
    const edited = await setQuestions(token, event.id, [
      { ...meal, choices: [korean, western, { ...vegetarian, label: "채식/비건" }] },
    ]);
    expect(edited[0]?.choices).toEqual([korean, western, { ...vegetarian, label: "채식/비건" }]);
    expect(await organiserAnswers(token, event.id)).toEqual({
      민지: { [meal.id]: "채식/비건" },
      하준: { [meal.id]: "한식" },
      서연: { [meal.id]: "양식" },
    });
    // The old name is no choice now; the new one is.
    const stale = await answerAs(event.id, "늦은이", { [meal.id]: "채식" });
    expect(await locTypes(stale)).toEqual([[["body", "answers", meal.id], "answer_not_a_choice"]]);
    await answered(event.id, "늦은이", { [meal.id]: "채식/비건" });
  });

  it("lets two choices swap names in one edit, each answer following its choice", async () => {
    const { token, event, meal } = await mealAnswered();
    const [korean, western, vegetarian] = meal.choices;
    await setQuestions(token, event.id, [
      {
        ...meal,
        choices: [{ ...korean, label: "양식" }, { ...western, label: "한식" }, vegetarian],
      },
    ]);
    const read = await organiserAnswers(token, event.id);
    expect(read.하준).toEqual({ [meal.id]: "양식" });
    expect(read.서연).toEqual({ [meal.id]: "한식" });
    expect(read.민지).toEqual({ [meal.id]: "채식" });
  });

  it("gives a new choice a new id, and keeps the ids of the ones sent back", async () => {
    const { token, event, meal } = await mealAnswered();
    const edited = await setQuestions(token, event.id, [
      { ...meal, choices: [...meal.choices, { label: "생선" }] },
    ]);
    const after = edited[0]?.choices ?? [];
    expect(after.slice(0, 3)).toEqual(meal.choices);
    expect(after[3]?.label).toBe("생선");
    expect(after[3]?.id).toMatch(CHOICE_ID);
    expect(meal.choices.map((choice) => choice.id)).not.toContain(after[3]?.id);
  });

  it("refuses an id the question does not have, or one sent twice, and changes nothing", async () => {
    const { token, event, meal } = await mealAnswered();
    const other = await eventAsking(token, [{ ...MEAL, label: "간식" }]);
    const foreign = other.questions[0]?.choices[0];
    const [korean, western] = meal.choices;
    const cases: [unknown[], (string | number)[], string][] = [
      [[korean, { ...foreign, label: "떡" }], ["choices", 1, "id"], "choice_unknown"],
      [[korean, { id: "c00000000", label: "떡" }], ["choices", 1, "id"], "choice_unknown"],
      [[korean, { ...korean, label: "한식2" }], ["choices", 1, "id"], "choice_repeated"],
    ];
    for (const [sent, at, type] of cases) {
      const res = await updateEvent(token, event.id, { questions: [{ ...meal, choices: sent }] });
      expect(await locTypes(res), type).toEqual([[["body", "questions", 0, ...at], type]]);
    }
    // A question that is new (no id) has no choices to name yet.
    const fresh = await updateEvent(token, event.id, {
      questions: [{ ...MEAL, choices: [korean, western] }],
    });
    expect(await locTypes(fresh)).toEqual([
      [["body", "questions", 0, "choices", 0, "id"], "choice_unknown"],
      [["body", "questions", 0, "choices", 1, "id"], "choice_unknown"],
    ]);
    expect(await questionsOf(token, event.id)).toEqual([meal]);
    expect((await organiserAnswers(token, event.id)).민지).toEqual({ [meal.id]: "채식" });
  });

  it("is a choice's place for choices kept before they had ids, in D1 and in the room alike", async () => {
    const { token, event, meal } = await mealAnswered();
    // Questions as an earlier version stored them: choices were their labels.
    const legacy = JSON.stringify([{ ...meal, choices: labelsOf(meal) }]);
    await env.DB.prepare("UPDATE events SET questions = ? WHERE id = ?")
      .bind(legacy, event.id)
      .run();
    await runInDurableObject(roomStub(env, event.id), (instance, state) => {
      const sql = state.storage.sql;
      const row = sql.exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'config'");
      const config = JSON.parse(row.one().value) as { questions: unknown };
      config.questions = JSON.parse(legacy);
      sql.exec("UPDATE room_meta SET value = ? WHERE key = 'config'", JSON.stringify(config));
      // As the room reads it when it starts.
      (
        instance as unknown as { core: { configs: { loadHeld(): boolean } } }
      ).core.configs.loadHeld();
    });
    const read = await questionsOf(token, event.id);
    expect(read[0]?.choices).toEqual(
      choices("한식", "양식", "채식").map((c, at) => ({ id: `c${at}`, ...c })),
    );
    // Renamed through those ids, the answers follow.
    const [korean, western, vegetarian] = read[0]?.choices ?? [];
    await setQuestions(token, event.id, [
      { ...meal, choices: [korean, western, { ...vegetarian, label: "채소" }] },
    ]);
    expect((await organiserAnswers(token, event.id)).민지).toEqual({ [meal.id]: "채소" });
  });
});
