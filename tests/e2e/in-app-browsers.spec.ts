import { expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { form, join, participant, tookOver } from "../support/e2e/invite";
import { expectNoSidewaysScroll, expectWithinWidth } from "../support/e2e/layout";
import { USER_AGENTS } from "../support/user-agents";

/**
 * An invitee who opens the link in KakaoTalk on an iPhone (390 px): the page offers a way out to
 * the phone's browser, where push works, and the form stays whole and usable below the strip,
 * with and without JavaScript (worker/pages/browser-banner.ts).
 */
const PHONE = { width: 390, height: 844 };

const banner = (page: Page) => page.getByTestId("browser-banner");

/** The strip offers KakaoTalk's way out to this very page. */
async function expectWayOut(page: Page, eventId: string) {
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("알림을 받으려면");
  const origin = new URL(page.url()).origin;
  await expect(banner(page).getByRole("link", { name: "다른 브라우저로 열기" })).toHaveAttribute(
    "href",
    `kakaotalk://web/openExternal?url=${encodeURIComponent(`${origin}/events/${eventId}/public`)}`,
  );
}

/**
 * The strip sits above the form, not over it: once scrolled to, the form's submit button is the
 * element at its own centre, so a tap reaches it.
 */
async function expectFormUncovered(page: Page, button: string) {
  const submit = form(page).getByRole("button", { name: button });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  const reached = await submit.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached, "something covers the form's submit button").toBe(true);
  const strip = await banner(page).boundingBox();
  const formBox = await form(page).boundingBox();
  expect(strip && formBox && strip.y + strip.height <= formBox.y).toBe(true);
  await expect(banner(page)).toHaveCSS("position", "static");
}

async function kakaoEvent(request: Parameters<typeof newOrganiser>[0], title: string) {
  const organiser = await newOrganiser(request);
  return createEvent(request, organiser, { title, event_date: daysFromNow(4) });
}

test.describe("KakaoTalk's in-app browser on an iPhone", () => {
  test.use({
    viewport: PHONE,
    userAgent: USER_AGENTS.kakaotalkIphone,
    isMobile: true,
    hasTouch: true,
  });

  test("offers '다른 브라우저로 열기', kept once the app has taken over, and the form still joins", async ({
    page,
    request,
  }) => {
    const event = await kakaoEvent(request, "카톡에서 연 모임");
    await page.goto(`/events/${event.id}/public`);
    await expectWayOut(page, event.id);
    await tookOver(page);
    // Hydration keeps what the Worker set outside the app's root.
    await expectWayOut(page, event.id);
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, banner(page));
    expect(await axeProblems(page, "KakaoTalk, 390 px")).toEqual([]);

    await expectFormUncovered(page, "참석 신청하기");
    await join(page, "민지", "pass1", "참석 신청하기");
    await expect(participant(page, "민지")).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });

  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    test("offers the same way out, and the form posted without the app joins", async ({
      page,
      request,
    }) => {
      const event = await kakaoEvent(request, "스크립트 없는 카톡 모임");
      await page.goto(`/events/${event.id}/public`);
      await expectWayOut(page, event.id);
      await expectNoSidewaysScroll(page);
      await expectFormUncovered(page, "참석 신청하기");

      await join(page, "하준", "pass2", "참석 신청하기");
      await expect(page.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
      await expect(participant(page, "하준")).toBeVisible();
      // The page that answers is KakaoTalk's too.
      await expectWayOut(page, event.id);
    });
  });
});

test.describe("Instagram's in-app browser on an iPhone", () => {
  test.use({
    viewport: PHONE,
    userAgent: USER_AGENTS.instagramIphone,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });

  test("says to open the page elsewhere and shows its address to copy", async ({
    page,
    request,
  }) => {
    const event = await kakaoEvent(request, "인스타에서 연 모임");
    await page.goto(`/events/${event.id}/public`);
    await expect(banner(page)).toContainText("링크를 복사해 Safari나 Chrome에서 열어 주세요");
    const address = banner(page).getByRole("textbox", { name: "이 페이지 주소" });
    await expect(address).toHaveValue(`${new URL(page.url()).origin}/events/${event.id}/public`);
    await expect(address).not.toBeEditable();
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, banner(page).or(address));
    await expectFormUncovered(page, "참석 신청하기");
  });
});

test.describe("Safari's tab on an iPhone", () => {
  test.use({
    viewport: PHONE,
    userAgent: USER_AGENTS.safariIphone,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });

  test("shows the home-screen steps once answered, folded, opened with a tap, and none once opened from the home screen", async ({
    page,
    request,
  }) => {
    const event = await kakaoEvent(request, "아이폰 사파리 모임");
    await page.goto(`/events/${event.id}/public`);
    // Nothing above the event before answering.
    await expect(banner(page)).toHaveCount(0);
    await join(page, "사파리", "safari1", "참석 신청하기");
    await expect(form(page).getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");

    // One line, folded; its steps open with a tap, without JavaScript.
    const steps = banner(page).getByText("'홈 화면에 추가'");
    await expect(banner(page)).toBeVisible();
    await expect(steps).toBeHidden();
    expect((await banner(page).boundingBox())?.height ?? 0).toBeLessThan(80);
    await banner(page).getByText("알림을 받으려면 홈 화면에 추가해 주세요").click();
    await expect(steps).toBeVisible();
    await expect(banner(page)).toContainText("알림 이메일을 남길 수도 있어요");
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, banner(page));

    // Opened from the home screen, Safari sends the same agent: the page's own style hides the
    // strip there. Chromium cannot pretend to be an installed page (display-mode is not among
    // the media features it emulates), so the rule is read from the page's stylesheets.
    const hiddenAtHome = await banner(page).evaluate((strip) =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some(
          (rule) =>
            rule instanceof CSSMediaRule &&
            rule.conditionText === "(display-mode: standalone)" &&
            Array.from(rule.cssRules).some(
              (inner) =>
                inner instanceof CSSStyleRule &&
                strip.matches(inner.selectorText) &&
                inner.style.display === "none",
            ),
        ),
      ),
    );
    expect(hiddenAtHome).toBe(true);
  });
});
