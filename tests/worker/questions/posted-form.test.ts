import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { publicView } from "../../support/worker/events";
import { answerOf, postForm } from "../../support/worker/form-post";
import {
  eventAsking,
  idsOf,
  organiserAnswers,
  SECRET,
  THREE,
} from "../../support/worker/questions";

/**
 * Decision 0042: the invite form posted without JavaScript carries the answers as `answers.<id>`
 * fields (a yes/no posts "yes" or "no"); the Worker takes them as the API does, and a refused
 * answer is a 422 page that marks the field in Korean, with nothing written.
 */

async function threeQuestions() {
  const owner = await newUser();
  const event = await eventAsking(owner.token, THREE, { title: "폼으로 답하기" });
  const ids = idsOf(event.questions);
  return {
    token: owner.token,
    event,
    meal: `answers.${ids["식사 메뉴"]}`,
    allergy: `answers.${ids.알레르기}`,
    car: `answers.${ids["차로 오시나요?"]}`,
    id: ids as Record<string, string>,
  };
}

const names = async (eventId: string) => (await publicView(eventId)).responses.map((r) => r.name);
const signUp = { password: "pass1", status: "attending" };

describe("answers posted by the form without the app", () => {
  it("are taken: a choice, a text, and yes or no as true or false", async () => {
    const { token, event, meal, allergy, car, id } = await threeQuestions();
    const yes = await postForm(event.id, {
      name: "민지",
      ...signUp,
      [meal]: "채식",
      [allergy]: SECRET.allergy,
      [car]: "yes",
    });
    const html = await yes.text();
    expect(yes.status, answerOf(html) ?? "").toBe(200);
    expect(answerOf(html)).toBe("참석이 등록되었습니다.");
    // The answered page is public: it does not show her answers back.
    expect(html).not.toContain(SECRET.allergy);

    const no = await postForm(event.id, {
      name: "하준",
      ...signUp,
      [meal]: "한식",
      [allergy]: "",
      [car]: "no",
    });
    expect(no.status).toBe(200);
    // Nothing picked for yes/no: no answer.
    const none = await postForm(event.id, { name: "서연", ...signUp, [meal]: "양식" });
    expect(none.status).toBe(200);

    expect(await organiserAnswers(token, event.id)).toEqual({
      민지: {
        [id["식사 메뉴"] as string]: "채식",
        [id.알레르기 as string]: SECRET.allergy,
        [id["차로 오시나요?"] as string]: true,
      },
      하준: { [id["식사 메뉴"] as string]: "한식", [id["차로 오시나요?"] as string]: false },
      서연: { [id["식사 메뉴"] as string]: "양식" },
    });
  });

  it("a required one left out is refused, the field marked '답해 주세요', and nothing written", async () => {
    const { event, meal, allergy } = await threeQuestions();
    for (const fields of [{}, { [meal]: "" }]) {
      const res = await postForm(event.id, {
        name: "민지",
        ...signUp,
        [allergy]: "없음",
        ...fields,
      });
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain("답해 주세요");
      // The choice's radios are the field marked.
      const radios = html.match(new RegExp(`<input[^>]*name="${meal}"[^>]*>`, "g")) ?? [];
      expect(radios.length).toBe(3);
      expect(radios.some((radio) => radio.includes('aria-invalid="true"'))).toBe(true);
      // What was answered is put back, as the form's other fields are.
      expect(html).toMatch(
        new RegExp(
          `<input[^>]*name="${allergy}"[^>]*value="없음"|<input[^>]*value="없음"[^>]*name="${allergy}"`,
        ),
      );
    }
    expect(await names(event.id)).toEqual([]);
  });

  it("a choice not offered is refused in Korean, and nothing written", async () => {
    const { event, meal } = await threeQuestions();
    const res = await postForm(event.id, { name: "민지", ...signUp, [meal]: "중식" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("보기 중에서 골라 주세요");
    expect(await names(event.id)).toEqual([]);
  });

  it("a text over 200 characters is refused in Korean, and nothing written", async () => {
    const { event, meal, allergy } = await threeQuestions();
    const res = await postForm(event.id, {
      name: "민지",
      ...signUp,
      [meal]: "한식",
      [allergy]: "가".repeat(201),
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("200자까지 쓸 수 있어요");
    expect(await names(event.id)).toEqual([]);
  });

  it("a yes/no other than yes or no is refused, and nothing written", async () => {
    const { event, meal, car } = await threeQuestions();
    const res = await postForm(event.id, {
      name: "민지",
      ...signUp,
      [meal]: "한식",
      [car]: "maybe",
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("답을 확인해 주세요");
    expect(await names(event.id)).toEqual([]);
  });

  it("a field for a question the event does not ask is not read, as the app's form has none", async () => {
    const { token, event, meal, id } = await threeQuestions();
    const res = await postForm(event.id, {
      name: "민지",
      ...signUp,
      [meal]: "한식",
      "answers.qzzzzzzzzzz": "무엇",
    });
    expect(res.status).toBe(200);
    expect(await organiserAnswers(token, event.id)).toEqual({
      민지: { [id["식사 메뉴"] as string]: "한식" },
    });
  });

  it("a change to not coming needs no answer", async () => {
    const { event, meal } = await threeQuestions();
    await postForm(event.id, { name: "민지", ...signUp, [meal]: "한식" });
    const res = await postForm(event.id, {
      mode: "edit",
      name: "민지",
      password: "pass1",
      status: "not_attending",
    });
    expect(res.status).toBe(200);
    expect((await publicView(event.id)).responses.map((r) => r.status)).toEqual(["not_attending"]);
  });

  it("a change posted with its password changes the answers it gives and keeps those left blank", async () => {
    const { token, event, meal, allergy, car, id } = await threeQuestions();
    await postForm(event.id, {
      name: "민지",
      ...signUp,
      [meal]: "채식",
      [allergy]: "땅콩",
      [car]: "yes",
    });
    // The form, opened by name and password, cannot show her answers: the allergy comes blank.
    const res = await postForm(event.id, {
      mode: "edit",
      name: "민지",
      password: "pass1",
      status: "attending",
      [meal]: "양식",
      [allergy]: "",
      [car]: "no",
    });
    expect(res.status).toBe(200);
    const changed = {
      [id["식사 메뉴"] as string]: "양식",
      [id.알레르기 as string]: "땅콩",
      [id["차로 오시나요?"] as string]: false,
    };
    expect((await organiserAnswers(token, event.id)).민지).toEqual(changed);
    // A change that posts no answer field at all keeps them.
    const kept = await postForm(event.id, {
      mode: "edit",
      name: "민지",
      password: "pass1",
      status: "maybe",
    });
    expect(kept.status).toBe(200);
    expect((await organiserAnswers(token, event.id)).민지).toEqual(changed);
  });
});
