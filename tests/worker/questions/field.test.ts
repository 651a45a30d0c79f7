import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, inADay, publicView } from "../../support/worker/events";
import {
  ALLERGY,
  CAR,
  CHOICE_ID,
  choices,
  eventAsking,
  labelsOf,
  MEAL,
  QUESTION_ID,
  type Question,
  questionsOf,
  setQuestions,
  storedQuestions,
  THREE,
  updateEvent,
} from "../../support/worker/questions";

/**
 * Decision 0042: an event's `questions` are taken on create and update, each given a stable id by
 * the server (or keeping the id of the question it edits), kept when an update leaves them out,
 * and returned on every organiser read, in the public view and in D1.
 */

type Listed = { data: { id: string; questions?: Question[] }[] };

/** The questions as each read says them: the event, the organiser's list, the public view. */
async function questionReads(token: string, eventId: string) {
  const list = (await (await api("/events/", { token })).json()) as Listed;
  return {
    event: await questionsOf(token, eventId),
    list: list.data.find((listed) => listed.id === eventId)?.questions,
    public: ((await publicView(eventId)) as unknown as { questions: Question[] }).questions,
  };
}

const everywhere = (questions: Question[]) => ({
  event: questions,
  list: questions,
  public: questions,
});

describe("an event's questions", () => {
  it("are none when left out, on every read and in D1", async () => {
    const { token } = await newUser();
    const created = await createEvent(token, { title: "질문 없음" });
    expect((created as { questions?: unknown }).questions).toEqual([]);
    expect(await questionReads(token, created.id)).toEqual(everywhere([]));
    expect(await storedQuestions(created.id, (s) => Array.isArray(s))).toEqual([]);
  });

  it("are taken on create in order, each given an id of its own, and returned on every read", async () => {
    const { token } = await newUser();
    const created = await eventAsking(token, THREE);
    const { questions } = created;
    expect(questions.map(({ id: _id, ...rest }) => ({ ...rest, choices: labelsOf(rest) }))).toEqual(
      [
        { label: "식사 메뉴", kind: "choice", choices: ["한식", "양식", "채식"], required: true },
        // `required` defaults to false.
        { label: "알레르기", kind: "text", choices: [], required: false },
        { label: "차로 오시나요?", kind: "yes_no", choices: [], required: false },
      ],
    );
    for (const question of questions) expect(question.id).toMatch(QUESTION_ID);
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
    // Each choice has an id of its own too (decision 0061).
    const choiceIds = questions[0]?.choices.map((choice) => choice.id) ?? [];
    for (const id of choiceIds) expect(id).toMatch(CHOICE_ID);
    expect(new Set(choiceIds).size).toBe(3);
    expect(await questionReads(token, created.id)).toEqual(everywhere(questions));
    const stored = await storedQuestions(created.id, (s) => Array.isArray(s) && s.length === 3);
    expect((stored as Question[]).map((q) => [q.id, q.label, q.kind])).toEqual(
      questions.map((q) => [q.id, q.label, q.kind]),
    );
  });

  it("trim labels and choices as the texts' rule does", async () => {
    const { token } = await newUser();
    const { questions } = await eventAsking(token, [
      { label: "  식사  ", kind: "choice", choices: choices(" 한식 ", "양식  ") },
    ]);
    expect(questions[0]?.label).toBe("식사");
    expect(labelsOf(questions[0])).toEqual(["한식", "양식"]);
  });

  it("keep the ids sent back on update: a relabel, a reorder and a new one", async () => {
    const { token } = await newUser();
    const { id, questions } = await eventAsking(token, THREE);
    const [meal, allergy, car] = questions as [Question, Question, Question];
    const updated = await setQuestions(token, id, [
      { ...car },
      { ...meal, label: "메인 요리", choices: [...meal.choices, { label: "생선" }] },
      { label: "티셔츠 크기", kind: "choice", choices: choices("S", "M", "L"), required: true },
      { ...allergy, required: true },
    ]);
    expect(updated.map((q) => [q.id, q.label])).toEqual([
      [car.id, "차로 오시나요?"],
      [meal.id, "메인 요리"],
      [expect.stringMatching(QUESTION_ID), "티셔츠 크기"],
      [allergy.id, "알레르기"],
    ]);
    const added = updated[2]?.id;
    expect([meal.id, allergy.id, car.id]).not.toContain(added);
    expect(updated[3]?.required).toBe(true);
    expect(await questionReads(token, id)).toEqual(everywhere(updated));
    // The same list sent again changes nothing: the ids stand.
    expect(await setQuestions(token, id, updated)).toEqual(updated);
  });

  it("stay when an update leaves them out, and go when it sends none", async () => {
    const { token } = await newUser();
    const { id, questions } = await eventAsking(token, THREE);
    const titled = await updateEvent(token, id, { title: "제목만 바꿈" });
    expect(titled.status).toBe(200);
    expect(((await titled.json()) as { questions: Question[] }).questions).toEqual(questions);
    expect(await questionReads(token, id)).toEqual(everywhere(questions));
    expect(await setQuestions(token, id, [])).toEqual([]);
    expect(await questionReads(token, id)).toEqual(everywhere([]));
    expect(await storedQuestions(id, (s) => Array.isArray(s) && s.length === 0)).toEqual([]);
  });

  it("are five at most, each kind allowed, and five are taken", async () => {
    const { token } = await newUser();
    const five = [
      MEAL,
      ALLERGY,
      CAR,
      { ...ALLERGY, label: "입금자명" },
      { ...CAR, label: "뒤풀이" },
    ];
    const { questions } = await eventAsking(token, five);
    expect(questions.map((q) => q.label)).toEqual([
      "식사 메뉴",
      "알레르기",
      "차로 오시나요?",
      "입금자명",
      "뒤풀이",
    ]);
  });

  it("take ten choices and labels of 100 characters", async () => {
    const { token } = await newUser();
    const labels = Array.from({ length: 10 }, (_, i) => `${"가".repeat(48)}${i}번`);
    const label = "라".repeat(100);
    const { questions } = await eventAsking(token, [
      { label, kind: "choice", choices: choices(...labels) },
    ]);
    expect(questions[0]?.label).toBe(label);
    expect(labelsOf(questions[0])).toEqual(labels);
  });

  it("belong to their event: another event's question id is unknown here", async () => {
    const { token } = await newUser();
    const other = await eventAsking(token, [ALLERGY]);
    const mine = await eventAsking(token, [CAR]);
    const res = await updateEvent(token, mine.id, {
      questions: [{ ...(other.questions[0] as Question) }],
    });
    expect(res.status).toBe(422);
    expect(await questionsOf(token, mine.id)).toEqual(mine.questions);
  });

  it("of a new event never take an id the client made up", async () => {
    const { token } = await newUser();
    const res = await api("/events/", {
      method: "POST",
      token,
      json: {
        title: "지어낸 id",
        event_date: inADay(),
        questions: [{ ...ALLERGY, id: "qmadeup0000" }],
      },
    });
    expect(res.status).toBe(422);
    const list = (await (await api("/events/", { token })).json()) as Listed;
    expect(list.data).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("describes questions where events are written and read, and answers where responses are", async () => {
    const doc = JSON.stringify(await (await api("/openapi.json")).json());
    type Doc = {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: unknown }>>;
    };
    const paths = (JSON.parse(doc) as Doc).paths;
    const of = (path: string, method: string, part: "requestBody" | "responses") =>
      JSON.stringify(paths[path]?.[method]?.[part] ?? null);
    for (const [path, method] of [
      ["/api/v1/events", "post"],
      ["/api/v1/events/{event_id}", "put"],
    ] as const) {
      const body = of(path, method, "requestBody");
      expect(body, `${method} ${path}`).toContain('"questions"');
      for (const kind of ["text", "choice", "yes_no"]) expect(body).toContain(`"${kind}"`);
    }
    expect(of("/api/v1/events/{event_id}", "get", "responses")).toContain('"questions"');
    expect(of("/api/v1/events/{event_id}/public", "get", "responses")).toContain('"questions"');
    expect(of("/api/v1/events/{event_id}/submit", "post", "requestBody")).toContain('"answers"');
    expect(of("/api/v1/events/{event_id}/modify", "put", "requestBody")).toContain('"answers"');
    expect(of("/api/v1/events/{event_id}/responses", "get", "responses")).toContain('"answers"');
    // The public view describes no answers.
    expect(of("/api/v1/events/{event_id}/public", "get", "responses")).not.toContain('"answers"');
  });
});
