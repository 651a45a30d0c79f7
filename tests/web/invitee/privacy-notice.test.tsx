import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import { preloadStateParts } from "../../../web/features/invitee/components/state-parts";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { readIn } from "../../support/web/language";
import { publicResponse } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c53";

/** 19:00 on 19 December 2030 in Berlin is already the 20th in Seoul: the day is the event's. */
const view = (fields: Partial<EventPublicView> = {}) =>
  publicViewOf([publicResponse(1, "attending", { name: "민지" })], {
    id: EVENT,
    event_date: "2030-12-19T18:00:00.000Z",
    time_zone: "Europe/Berlin",
    time_zone_name: "베를린",
    retention_days: 14,
    ...fields,
  });

const KOREAN =
  "이름·비밀번호와 적어 주신 메일 주소·답변·메시지는 이 모임의 응답을 관리하는 데만 쓰여요. 메일 주소는 적지 않아도 돼요. 모임 날(2030년 12월 19일)로부터 14일이 지나면 모두 지워져요. 개인정보 처리방침";

const notice = () => within(screen.getByTestId("response-form")).queryByTestId("privacy-notice");

withQuietSockets();
// A part the page loads when shown (components/state-parts.ts): loaded first, so an absent
// notice is absent, not still loading.
beforeAll(() => preloadStateParts());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the invite form's word on personal data", () => {
  it("says what is kept, why, until when on the event's clock, that the address is optional, and links the policy", () => {
    renderInvitePage(view(), [], {});
    expect(notice()?.textContent).toBe(KOREAN);
    const link = within(notice() as HTMLElement).getByRole("link", { name: "개인정보 처리방침" });
    // The Worker's page, by a plain link: the app's router has no /privacy.
    expect(link.getAttribute("href")).toBe("/privacy");
  });

  it("counts the event's own days", () => {
    renderInvitePage(view({ retention_days: 1 }), [], {});
    expect(notice()?.textContent).toContain("모임 날(2030년 12월 19일)로부터 1일이 지나면");
  });

  it("stays with a change, and is not shown to someone cancelling, who gives nothing", async () => {
    renderInvitePage(view(), [], {});
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "민지 응답 수정" }));
    expect(screen.getByTestId("response-form").dataset.mode).toBe("edit");
    expect(notice()).not.toBeNull();
    await user.click(screen.getByRole("link", { name: "응답 취소" }));
    expect(screen.getByTestId("response-form").dataset.mode).toBe("delete");
    expect(notice()).toBeNull();
  });

  it("reads in English, its days counted", () => {
    readIn("en");
    renderInvitePage(view(), [], {});
    expect(notice()?.textContent).toBe(
      "Your name, password, and any email, answers and message you add are used only to manage replies to this event. The email is optional. It's all deleted 14 days after the event (Dec 19, 2030). Privacy policy",
    );
    document.body.innerHTML = "";
    renderInvitePage(view({ retention_days: 1 }), [], {});
    expect(notice()?.textContent).toContain("It's all deleted 1 day after the event");
  });

  it("is in the page the Worker renders, before any script runs", async () => {
    document.body.innerHTML =
      (await renderPage(`https://moim.test/events/${EVENT}/public`, view())) ?? "";
    expect(notice()?.textContent).toBe(KOREAN);
  });

  it("is on the simple participants page's form too", async () => {
    document.body.innerHTML =
      (await renderPage(`https://moim.test/events/${EVENT}/participants`, view())) ?? "";
    const simple = within(screen.getByTestId("participants-form")).getByTestId("privacy-notice");
    expect(simple.textContent).toBe(KOREAN);
  });
});
