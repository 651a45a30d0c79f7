import { type Browser, expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { form, join, tookOver } from "../support/e2e/invite";
import { expectWithinWidth, isPhone } from "../support/e2e/layout";
import { holdAppScripts } from "../support/e2e/takeover";

/**
 * The invite page as the Worker sends it, before the app runs or without JavaScript: nothing
 * on it waits for the app to finish it. No '연결 중' badge that only the app could
 * ever turn live, the one status a sign-up is offered chosen (and posted), no message count
 * that cannot count. Once the app runs, the badge and the count are there.
 */

/** A page `width` px wide, with or without JavaScript (a touch screen below 500 px). */
async function pageAt(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
    hasTouch: isPhone(width),
    isMobile: isPhone(width),
  });
  return context.newPage();
}

test("without JavaScript: no live badge, the status offered chosen and posted, no count", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "스크립트 없는 첫 화면",
    event_date: daysFromNow(3),
    max_participants: 1,
  });
  for (const width of [390, 1024]) {
    const page = await pageAt(browser, width, false);
    await page.goto(`/events/${event.id}/public`);
    await expect(page.getByRole("heading", { name: "스크립트 없는 첫 화면" })).toBeVisible();
    await expect(page.getByTestId("live-indicator")).toHaveCount(0);
    await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
    // Typing changes no count: there is none to stay at '0 / 500자'.
    await form(page).getByLabel("메시지").fill("조금 늦어요");
    await expect(form(page).getByTestId("message-count")).not.toContainText("500자");
    // The form as the reader sees it: nothing of it wider than the screen.
    await expectWithinWidth(page, form(page));
    await page.context().close();
  }

  // A sign-up fills the one seat; the next is offered the queue, chosen, and sends it as is.
  const page = await pageAt(browser, 390, false);
  await page.goto(`/events/${event.id}/public`);
  await join(page, "민지", "pass1", "참석 신청하기");
  await expect(page.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
  await expect(form(page).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  const posted = page.waitForRequest((sent) => sent.method() === "POST");
  await join(page, "하준", "pass2", "대기 신청하기");
  expect(new URLSearchParams((await posted).postData() ?? "").get("status")).toBe("waiting");
  await expect(page.getByTestId("form-answer")).toHaveText(
    "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
  );
  await page.context().close();
});

test("the badge shows once the app runs, and the count counts", async ({ browser, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "스크립트가 도는 화면",
    event_date: daysFromNow(3),
  });
  const page = await pageAt(browser, 390, true);
  // The Worker's page alone first, as on a slow phone: what it shows cannot yet be live.
  const release = await holdAppScripts(page);
  await page.goto(`/events/${event.id}/public`, { waitUntil: "commit" });
  await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
  await expect(page.getByTestId("live-indicator")).toHaveCount(0);
  release();
  await tookOver(page);
  await expect(page.getByTestId("live-indicator")).toHaveText("실시간");
  await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
  await expect(form(page).getByTestId("message-count")).toHaveText("0 / 500자");
  await form(page).getByLabel("메시지").fill("조금 늦어요");
  await expect(form(page).getByTestId("message-count")).toHaveText("6 / 500자");
  await page.context().close();
});
