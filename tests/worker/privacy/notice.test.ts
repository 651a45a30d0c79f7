import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { answerOf, fetchPage, postForm, SITE } from "../../support/worker/form-post";

/**
 * The word on personal data under the invite form, as the Worker serves the page:
 * read before any script runs, and on the page that answers the form posted without one.
 */
const noticeOf = (html: string) =>
  /<p[^>]*data-testid="privacy-notice"[^>]*>([\s\S]*?)<\/p>/
    .exec(html)?.[1]
    .replace(/<!--[^>]*-->/g, "")
    .replace(/<[^>]+>/g, "");
const linksPolicy = (html: string) =>
  /data-testid="privacy-notice"[^>]*>[\s\S]*?<a href="\/privacy"[^>]*>[^<]+<\/a><\/p>/.test(html);

/** 19:00 on 19 December 2030 in Berlin: already the 20th in Seoul, the 19th on the page. */
async function newEvent() {
  const { token } = await newUser();
  return createEvent(token, {
    title: "개인정보 안내",
    event_date: "2030-12-19T18:00:00.000Z",
    time_zone: "Europe/Berlin",
    retention_days: 10,
  });
}

const KOREAN =
  "이름·비밀번호와 적어 주신 메일 주소·답변·메시지는 이 모임의 응답을 관리하는 데만 쓰여요. 메일 주소는 적지 않아도 돼요. 모임 날(2030년 12월 19일)로부터 10일이 지나면 모두 지워져요. 개인정보 처리방침";

describe("the invite form's word on personal data, from the Worker", () => {
  it("is in the page served before any script runs, in the reader's language", async () => {
    const event = await newEvent();
    const korean = await (await fetchPage(`${SITE}/events/${event.id}/public`)).text();
    expect(noticeOf(korean)).toBe(KOREAN);
    expect(linksPolicy(korean)).toBe(true);

    const english = await (
      await fetchPage(`${SITE}/events/${event.id}/public`, { headers: { Cookie: "lang=en" } })
    ).text();
    expect(noticeOf(english)).toBe(
      "Your name, password, and any email, answers and message you add are used only to manage replies to this event. The email is optional. It&#x27;s all deleted 10 days after the event (Dec 19, 2030). Privacy policy",
    );
  });

  it("is on the page that answers the posted form, refused or taken", async () => {
    const event = await newEvent();
    const refused = await postForm(event.id, { name: "", password: "pass1" });
    const refusedHtml = await refused.text();
    expect(refused.status).toBe(422);
    expect(noticeOf(refusedHtml)).toBe(KOREAN);

    const taken = await postForm(event.id, { name: "지우", password: "pass1" });
    const takenHtml = await taken.text();
    expect(answerOf(takenHtml)).toBe("참석이 등록되었습니다.");
    expect(noticeOf(takenHtml)).toBe(KOREAN);
    expect(linksPolicy(takenHtml)).toBe(true);
  });
});
