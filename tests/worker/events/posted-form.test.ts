import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { createEvent, publicView } from "../../support/worker/events";
import {
  answerOf,
  fetchPage,
  postForm as post,
  postRefused,
  SITE,
} from "../../support/worker/form-post";

/**
 * The invite page's form posted by the browser itself (before the app runs, or without
 * JavaScript): `POST /events/{id}/public`, form-encoded, answered with the page.
 */
const namesOf = async (eventId: string) =>
  (await publicView(eventId)).responses.map((r) => [r.name, r.status]);
const modeOf = (html: string) => /data-mode="([a-z]+)"/.exec(html)?.[1] ?? null;
/** The guests buttons' values that are chosen, and those marked as refused. */
const guestsInputs = (html: string) => html.match(/<input[^>]*name="guests"[^>]*>/g) ?? [];
const buttonValue = (input: string) => /value="([^"]*)"/.exec(input)?.[1];
const guestsChosen = (html: string) =>
  guestsInputs(html)
    .filter((input) => /\schecked(="")?[\s>/]/.test(input))
    .map(buttonValue);
const guestsMarked = (html: string) =>
  guestsInputs(html)
    .filter((input) => input.includes('aria-invalid="true"'))
    .map(buttonValue);
const attemptKeyOf = (html: string) =>
  /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1] ?? null;

/** The app's words for a name taken, as the page's HTML escapes its quotes. */
const TAKEN = "이미 등록된 이름입니다. 내 응답을 바꾸려면 &#x27;수정&#x27;을 이용해주세요.";

async function newEvent(input: Record<string, unknown> = {}) {
  const { token } = await newUser();
  return createEvent(token, { title: "폼으로 신청", ...input });
}

describe("the invite page's form posted without the app", () => {
  it("joins and answers the page saying so, with the new name listed", async () => {
    const event = await newEvent({ max_participants: 1 });
    const res = await post(event.id, { name: "민지", password: "pass1", status: "attending" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await res.text();
    expect(answerOf(html)).toBe("참석이 등록되었습니다.");
    expect(html).toContain('data-testid="participant-name">민지<');
    expect(html).not.toContain("pass1");
    expect(await namesOf(event.id)).toEqual([["민지", "attending"]]);

    // Full now: the next one waits, and is told their place.
    const next = await post(event.id, { name: "하준", password: "pass2" });
    expect(answerOf(await next.text())).toBe(
      "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
    );
    expect(await namesOf(event.id)).toEqual([
      ["민지", "attending"],
      ["하준", "waiting"],
    ]);
  });

  it("gives every page a new attempt key, and registers a page posted twice once", async () => {
    const event = await newEvent();
    const page = await fetchPage(`${SITE}/events/${event.id}/public`);
    const html = await page.text();
    const key = attemptKeyOf(html);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(html).toContain(`form="response-form" name="idempotency_key"`);
    expect(html).toContain('id="response-form"');

    const fields = { name: "서연", password: "pass1", idempotency_key: key ?? "" };
    const [first, again] = await Promise.all([post(event.id, fields), post(event.id, fields)]);
    expect([first.status, again.status]).toEqual([200, 200]);
    const [firstHtml, againHtml] = [await first.text(), await again.text()];
    expect(answerOf(firstHtml)).toBe("참석이 등록되었습니다.");
    expect(answerOf(againHtml)).toBe("참석이 등록되었습니다.");
    expect(attemptKeyOf(againHtml)).not.toBe(key);
    expect(await namesOf(event.id)).toEqual([["서연", "attending"]]);
  });

  it("says why it refused, keeps what was typed but the password, and marks the field", async () => {
    const event = await newEvent();
    await post(event.id, { name: "민지", password: "pass1" });
    const typed = { password: "secret-typed", status: "attending", message: "늦을 수도 있어요" };
    const html = await postRefused(event.id, { name: "민지", ...typed }, 400, TAKEN);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*value="민지"|<input[^>]*value="민지"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain(">늦을 수도 있어요</textarea>");
    expect(html).not.toContain("secret-typed");
    expect(await namesOf(event.id)).toEqual([["민지", "attending"]]);
  });

  it("puts the guests chosen back after a refusal, on a sign-up and on a change", async () => {
    const event = await newEvent({ max_participants: 10, max_guests: 3 });
    await post(event.id, { name: "민지", password: "pass1", guests: "1" });
    // The same name again, bringing two: refused, and the form shows 2명 chosen, not 없음.
    const again = { name: "민지", password: "pass2", guests: "2" };
    const html = await postRefused(event.id, again, 400, TAKEN);
    expect(guestsChosen(html)).toEqual(["2"]);
    expect(guestsMarked(html)).toEqual([]);

    // Her row's 수정 opens with her 1; a wrong password keeps the 3 she chose instead.
    const minji = (await publicView(event.id)).responses[0];
    const search = `?mode=edit&id=${minji?.id}`;
    const opened = await fetchPage(`${SITE}/events/${event.id}/public${search}`);
    expect(guestsChosen(await opened.text())).toEqual(["1"]);
    const change = await post(
      event.id,
      { mode: "edit", name: "민지", password: "wrong", status: "attending", guests: "3" },
      undefined,
      search,
    );
    expect(change.status).toBe(400);
    const changed = await change.text();
    expect(answerOf(changed)).toBe("비밀번호가 올바르지 않습니다.");
    expect(guestsChosen(changed)).toEqual(["3"]);
    expect((await publicView(event.id)).responses.map((r) => [r.name, r.guests])).toEqual([
      ["민지", 1],
    ]);
  });

  it("says a change asking for more guests while full is refused for want of seats, at the guests", async () => {
    const event = await newEvent({ max_participants: 2, max_guests: 2 });
    await post(event.id, { name: "민지", password: "pass1" });
    await post(event.id, { name: "하준", password: "pass2" });
    await post(event.id, { name: "서연", password: "pass3", status: "maybe" });
    const change = (name: string, password: string, guests: string) =>
      post(event.id, { mode: "edit", name, password, status: "attending", guests });

    const raised = await change("민지", "pass1", "1");
    expect(raised.status).toBe(400);
    const html = await raised.text();
    expect(answerOf(html)).toBe("자리가 부족해 동반 인원을 늘릴 수 없어요.");
    expect(guestsChosen(html)).toEqual(["1"]);
    expect(guestsMarked(html)).toEqual(["0", "1", "2"]);

    // Full, the form offers one not attending a seat in the queue ('대기 신청', as the app's
    // form does): a page from before it filled, posting 참석, asks for that.
    const attend = await change("서연", "pass3", "0");
    expect(attend.status).toBe(200);
    expect(answerOf(await attend.text())).toBe(
      "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
    );
    expect((await publicView(event.id)).responses.map((r) => [r.name, r.status, r.guests])).toEqual(
      [
        ["민지", "attending", 0],
        ["하준", "attending", 0],
        ["서연", "waiting", 0],
      ],
    );
  });

  it("marks the guests when there are more than the event takes", async () => {
    const event = await newEvent({ max_guests: 2 });
    // A page loaded before the organiser lowered 동반 인원 could still offer 3.
    const res = await post(event.id, { name: "도윤", password: "pass1", guests: "3" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(answerOf(html)).not.toBeNull();
    expect(guestsMarked(html)).toEqual(["0", "1", "2"]);
    expect(html).toContain('value="도윤"');
    expect(await namesOf(event.id)).toEqual([]);
  });

  it("words a field's problem as the app does and marks that field", async () => {
    const event = await newEvent();
    const res = await post(event.id, { name: "도윤", password: "12" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(answerOf(html)).toBe("비밀번호는 최소 4자 이상이어야 합니다.");
    expect(html).toMatch(/<input[^>]*type="password"[^>]*aria-invalid="true"/);
    expect(await namesOf(event.id)).toEqual([]);
  });

  it("escapes what it puts back", async () => {
    const event = await newEvent();
    const name = `"><b>이름</b>`;
    await post(event.id, { name, password: "pass1" });
    const res = await post(event.id, {
      name,
      password: "pass1",
      message: "</textarea><script>alert(1)</script>",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    // Inside the quoted value: the quote that would end it, and the brackets, are escaped.
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;이름&lt;/b&gt;"');
    expect(html).not.toContain('value=""><b>');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>");
  });

  it("changes a response with its password, in the form opened for it, and says who moved up", async () => {
    const event = await newEvent({ max_participants: 1 });
    await post(event.id, { name: "민지", password: "pass1" });
    await post(event.id, { name: "하준", password: "pass2" });
    const minji = (await publicView(event.id)).responses[0];
    const search = `?mode=edit&id=${minji?.id}`;

    // The page its row's 수정 leads to, before the app runs: the form is for her response.
    const opened = await fetchPage(`${SITE}/events/${event.id}/public${search}`);
    const form = await opened.text();
    expect(modeOf(form)).toBe("edit");
    expect(form).toMatch(/<input[^>]*name="name"[^>]*value="민지"|value="민지"[^>]*name="name"/);

    const fields = { mode: "edit", name: "민지", password: "pass1", status: "maybe" };
    const res = await post(event.id, { ...fields, message: "일정 확인 중" }, undefined, search);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(answerOf(html)).toBe(
      "응답이 수정되었습니다. (미정) 대기 중이던 하준님이 참석으로 확정되었습니다.",
    );
    expect(modeOf(html)).toBe("edit");
    expect(html).not.toContain("pass1");
    expect(await namesOf(event.id)).toEqual([
      ["민지", "maybe"],
      ["하준", "attending"],
    ]);
    expect((await publicView(event.id)).responses[0]?.message).toBe("일정 확인 중");
  });

  it("cancels with the password; wrong ones change nothing and lock the response in time", async () => {
    const event = await newEvent();
    await post(event.id, { name: "민지", password: "pass1" });
    const cancel = (password: string) =>
      post(event.id, { mode: "delete", name: "민지", password }, undefined, "?mode=delete");

    const wrong = await cancel("wrong1");
    expect(wrong.status).toBe(400);
    const refused = await wrong.text();
    expect(answerOf(refused)).toBe("비밀번호가 올바르지 않습니다.");
    expect(modeOf(refused)).toBe("delete");
    expect(refused).toMatch(/<input[^>]*type="password"[^>]*aria-invalid="true"/);
    expect(refused).not.toContain("wrong1");

    // The API's lockout holds for the form too: after a few wrong guesses, a wait in minutes.
    let locked: Response | null = null;
    for (let guess = 2; guess <= 8 && !locked; guess++) {
      const res = await cancel(`wrong${guess}`);
      if (res.status === 429) locked = res;
      else await res.body?.cancel();
    }
    expect(locked?.status).toBe(429);
    expect(answerOf((await locked?.text()) ?? "")).toMatch(
      /^비밀번호를 여러 번 틀려 이 응답이 잠시 잠겼습니다\. \d+분 뒤에 다시 시도해주세요\.$/,
    );
    expect(await namesOf(event.id)).toEqual([["민지", "attending"]]);
  });

  it("cancels the response the name and password open", async () => {
    const event = await newEvent({ max_participants: 1 });
    await post(event.id, { name: "민지", password: "pass1" });
    await post(event.id, { name: "하준", password: "pass2" });
    const res = await post(
      event.id,
      { mode: "delete", name: "민지", password: "pass1" },
      undefined,
      "?mode=delete",
    );
    expect(res.status).toBe(200);
    // Who got the freed seat is none of the leaver's business (the list shows it).
    expect(answerOf(await res.text())).toBe("응답이 취소되었습니다.");
    expect(await namesOf(event.id)).toEqual([["하준", "attending"]]);
  });
});
