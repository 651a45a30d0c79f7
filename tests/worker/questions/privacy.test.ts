import { describe, expect, it } from "vitest";
import { LiveMessage } from "#contract/live";
import { api, newUser } from "../../support/worker/api";
import { cancel, myLink, publicView, withKey } from "../../support/worker/events";
import { fetchPage, SITE } from "../../support/worker/form-post";
import { openLive, openOrganiserLive } from "../../support/worker/live";
import {
  type Answers,
  answered,
  change,
  eventAsking,
  expectNoAnswers,
  idsOf,
  SECRET,
  THREE,
} from "../../support/worker/questions";

/**
 * Decision 0042: answers are the organiser's only. The public view, the served invite page (its
 * markup, inline snapshot and preview tags, the edit form any row's 수정 opens), the live
 * socket's public messages and replies to other invitees never carry them; the organiser's
 * list and live message do, and an invitee's own reply and personal link carry their own.
 */

/** An event asking the three questions, 민지 and 하준 answering with texts nobody else uses. */
async function answeredEvent(input = {}) {
  const owner = await newUser();
  const event = await eventAsking(owner.token, THREE, { title: "비밀 답 모임", ...input });
  const ids = idsOf(event.questions);
  const meal = ids["식사 메뉴"] as string;
  const allergy = ids.알레르기 as string;
  const car = ids["차로 오시나요?"] as string;
  const minji: Answers = { [meal]: "채식", [allergy]: SECRET.allergy, [car]: true };
  const hajun: Answers = { [meal]: "양식", [allergy]: SECRET.other, [car]: false };
  return { owner, event, ids: { meal, allergy, car }, minji, hajun };
}

describe("the public view", () => {
  it("carries the questions and never an answer", async () => {
    const { event, minji, hajun } = await answeredEvent();
    await answered(event.id, "민지", minji);
    await answered(event.id, "하준", hajun);
    const view = await publicView(event.id);
    expect((view as unknown as { questions: unknown }).questions).toEqual(event.questions);
    expect(view.responses.map((r) => r.name)).toEqual(["민지", "하준"]);
    for (const response of view.responses) expect(response).not.toHaveProperty("answers");
    expectNoAnswers(JSON.stringify(view), "the public view");
  });
});

describe("the invite page as served", () => {
  it("asks the questions and shows no answer: markup, snapshot, preview, the edit form", async () => {
    const { event, minji, hajun } = await answeredEvent();
    const own = await answered(event.id, "민지", minji, { message: "공개 메시지" });
    await answered(event.id, "하준", hajun);
    for (const search of ["", "?list=all", `?mode=edit&id=${own.response.id}`, "?mode=delete"]) {
      const res = await fetchPage(`${SITE}/events/${event.id}/public${search}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expectNoAnswers(html, `the page${search}`);
      // The public part is there: the message, and the questions in the inline snapshot.
      expect(html).toContain("공개 메시지");
      expect(html).toContain("식사 메뉴");
    }
    // The form asks every question, under the names the form posts them by.
    const page = await (await fetchPage(`${SITE}/events/${event.id}/public`)).text();
    for (const question of event.questions) expect(page).toContain(`name="answers.${question.id}"`);
    // No choice is picked for anybody in the form a row's 수정 opens: 민지's answers are hers.
    const edit = await (
      await fetchPage(`${SITE}/events/${event.id}/public?mode=edit&id=${own.response.id}`)
    ).text();
    const checked = edit.match(/<input[^>]*name="answers\.[^"]*"[^>]*>/g) ?? [];
    expect(checked.length).toBeGreaterThan(0);
    for (const input of checked) expect(input).not.toMatch(/\schecked(="")?[\s>/]/);
  });
});

describe("the live socket", () => {
  it("sends the public no answer, and the organiser every one", async () => {
    const { owner, event, ids, minji, hajun } = await answeredEvent();
    const live = await openLive(event.id);
    const organiser = await openOrganiserLive(owner.token, event.id);
    await live.next((m) => m.type === "snapshot");
    await answered(event.id, "민지", minji);
    await answered(event.id, "하준", hajun);
    const changed = await change(event.id, "민지", { answers: { ...minji, [ids.car]: false } });
    const { revision } = (await changed.json()) as { revision: number };
    // The public socket hears of the change (a new revision), with nothing of it but that.
    await live.next(
      (m) => m.type === "snapshot" && (m.snapshot as { revision: number }).revision >= revision,
    );
    const seen = await organiser.next(
      (m) => m.type === "organiser" && JSON.stringify(m).includes(SECRET.other),
    );
    const listed = (seen.responses as { data: { name: string; answers?: Answers }[] }).data;
    expect(Object.fromEntries(listed.map((r) => [r.name, r.answers]))).toMatchObject({
      하준: hajun,
    });
    expect(live.texts.length).toBeGreaterThanOrEqual(2);
    for (const text of live.texts) {
      expectNoAnswers(text, "a public live message");
      expect(LiveMessage.parse(JSON.parse(text)).type).toBe("snapshot");
    }
    live.socket.close();
    organiser.socket.close();
  });
});

describe("replies to invitees", () => {
  it("carry the replier's own answers and never another's, also when a seat frees for them", async () => {
    const { event, minji, hajun } = await answeredEvent({ max_participants: 1 });
    await answered(event.id, "민지", minji);
    const waiting = await answered(event.id, "하준", hajun);
    expect(waiting.response.status).toBe("waiting");
    expect(waiting.response.answers).toEqual(hajun);
    expect(JSON.stringify(waiting)).not.toContain(SECRET.allergy);

    // 민지 steps back: 하준 moves up, and her reply names him, not his answers.
    const stepped = await change(event.id, "민지", { status: "maybe" });
    const text = await stepped.text();
    expect(stepped.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ promoted: ["하준"], response: { answers: minji } });
    expect(text).not.toContain(SECRET.other);

    // A third answers: his reply has his answers only.
    const third = await answered(event.id, "서연", { [Object.keys(hajun)[0] as string]: "한식" });
    expect(JSON.stringify(third)).not.toContain(SECRET.allergy);
    expect(JSON.stringify(third)).not.toContain(SECRET.other);

    // A cancellation's reply carries no answers at all.
    const gone = await cancel(event.id, "하준");
    const goneText = await gone.text();
    expect(gone.status, goneText).toBe(200);
    expectNoAnswers(goneText, "the cancellation's reply");
  });

  it("through a personal link carry that response's answers only", async () => {
    const { event, minji, hajun } = await answeredEvent();
    await answered(event.id, "민지", minji);
    await answered(event.id, "하준", hajun);
    const { key } = (await (await myLink(event.id, "하준")).json()) as { key: string };
    const read = await withKey(event.id, key);
    const text = await read.text();
    expect(read.status, text).toBe(200);
    expect((JSON.parse(text) as { response: { answers: Answers } }).response.answers).toEqual(
      hajun,
    );
    expect(text).not.toContain(SECRET.allergy);
  });
});

describe("other readers", () => {
  it("the responses list is the organiser's: another organiser is refused it", async () => {
    const { event, minji } = await answeredEvent();
    await answered(event.id, "민지", minji);
    const stranger = await newUser();
    const theirs = await api(`/events/${event.id}/responses`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expectNoAnswers(await theirs.text(), "another organiser's read");
    const anonymous = await api(`/events/${event.id}/responses`);
    expectNoAnswers(await anonymous.text(), "an anonymous read");
  });

  it("the calendar file carries none", async () => {
    const { event, minji } = await answeredEvent();
    await answered(event.id, "민지", minji);
    const calendar = await api(`/events/${event.id}/calendar.ics`);
    expectNoAnswers(await calendar.text(), "the calendar file");
  });
});
