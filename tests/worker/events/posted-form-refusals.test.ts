import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { createEvent, publicView } from "../../support/worker/events";
import { answerOf, fetchPage, postForm as post, SITE } from "../../support/worker/form-post";

/**
 * What the Worker refuses of a form posted by the browser itself (`POST /events/{id}/public`)
 * before the page's action sees it: other sites, oversize or non-form bodies, unknown events.
 * Each refusal stores nothing.
 */
const namesOf = async (eventId: string) =>
  (await publicView(eventId)).responses.map((r) => [r.name, r.status]);

async function newEvent() {
  const { token } = await newUser();
  return createEvent(token, { title: "폼으로 신청" });
}

describe("the Worker's refusals of a posted invite form", () => {
  it("refuses posts from other sites, and without any sign of where they come from", async () => {
    const event = await newEvent();
    const fields = { name: "침입자", password: "pass1" };
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      {},
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const res = await post(event.id, fields, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe("다른 사이트에서 보낸 신청은 받지 않습니다.");
    }
    expect(await namesOf(event.id)).toEqual([]);
    // A browser that sends no Origin but says it is this site's own page is let in.
    const own = await post(event.id, fields, { "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(200);
    expect(await namesOf(event.id)).toEqual([["침입자", "attending"]]);
  });

  it("refuses a body over the limit and one that is not a form, and stores nothing", async () => {
    const event = await newEvent();
    const big = await post(event.id, {
      name: "큰",
      password: "pass1",
      message: "가".repeat(70_000),
    });
    expect(big.status).toBe(413);
    expect(answerOf(await big.text())).toBe(
      "보낸 내용이 너무 깁니다. 메시지를 줄여서 다시 시도해주세요.",
    );
    const json = await fetchPage(`${SITE}/events/${event.id}/public`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: SITE },
      body: JSON.stringify({ name: "제이슨", password: "pass1" }),
    });
    expect(json.status).toBe(422);
    expect(answerOf(await json.text())).toBe("이름과 비밀번호를 입력해주세요.");
    expect(await namesOf(event.id)).toEqual([]);
  });

  it("answers an unknown or malformed event's form with the not-found page", async () => {
    const res = await post(crypto.randomUUID(), { name: "민지", password: "pass1" });
    expect(res.status).toBe(404);
    expect(answerOf(await res.text())).toBe(
      "모임을 찾을 수 없습니다. 삭제되었거나 링크가 잘못되었을 수 있습니다.",
    );
    const malformed = await post("not-an-event", { name: "민지", password: "pass1" });
    expect(malformed.status).toBe(404);
  });
});
