import { expect, type Page, test } from "@playwright/test";

/** /about arrives rendered by the Worker; its controls respond once the app has taken over. */
async function openAbout(page: Page) {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
}

test("the landing page shows its sections and its calls to action lead to login and signup", async ({
  page,
}) => {
  await openAbout(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("모임 준비는 가볍게");
  await expect(page.getByRole("heading", { name: "간편한 참석 관리" })).toBeVisible();
  await expect(page.locator("#features li")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "네 단계면 충분합니다" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2024");

  // Screenshots are sized, so nothing shifts as they arrive; all but the first (in a phone's
  // first screen) wait until scrolled to.
  const shots = page.getByRole("list", { name: "화면 미리보기" }).getByRole("img");
  await expect(shots).toHaveCount(4);
  for (const [index, shot] of (await shots.all()).entries()) {
    await expect(shot).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    await expect(shot).toHaveAttribute("width", "960");
    await expect(shot).toHaveAttribute("height", "600");
  }

  await page.getByRole("link", { name: "시작하기" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await openAbout(page);
  await page.getByRole("link", { name: "무료 회원가입" }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await openAbout(page);
  await page
    .getByRole("region", { name: "다음 모임, 지금 바로 준비해 보세요" })
    .getByRole("link", { name: "로그인" })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a click on a screenshot opens the viewer, whose button closes it", async ({ page }) => {
  await openAbout(page);
  await page.getByRole("button", { name: "초대 페이지 화면 크게 보기" }).click();
  const viewer = page.getByRole("dialog", { name: "초대 페이지 화면 크게 보기" });
  await expect(viewer).toBeVisible();
  await viewer.getByRole("button", { name: "다음 ›" }).click();
  await expect(page.getByRole("dialog", { name: "응답 현황 화면 크게 보기" })).toBeVisible();
  await page.getByRole("button", { name: "닫기" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

// @touch: needs a touch screen, so it runs in the phone project only (playwright.config.ts).
test.describe("on a phone @touch", () => {
  test("screenshots scroll sideways, a tap opens the viewer and Escape closes it", async ({
    page,
  }) => {
    await openAbout(page);
    const gallery = page.getByRole("list", { name: "화면 미리보기" });
    const overflow = await gallery.evaluate((list) => list.scrollWidth > list.clientWidth);
    expect(overflow).toBe(true);

    const first = page.getByRole("button", { name: "내 모임 화면 크게 보기" });
    await first.scrollIntoViewIfNeeded();
    const box = await first.boundingBox();
    if (!box) throw new Error("the first screenshot has no box");

    // A swipe (moving 60 px) scrolls and does not open anything. The gallery marks how far it
    // scrolled and when the scroll came to rest (`scrollend`, which only follows the finger's
    // lift and the snap), the point by which the touch's end had been handled.
    await gallery.evaluate((list) => {
      const swipe = { furthest: 0, rested: false };
      (window as unknown as { __swipe: typeof swipe }).__swipe = swipe;
      list.addEventListener("scroll", () => {
        swipe.furthest = Math.max(swipe.furthest, list.scrollLeft);
      });
      list.addEventListener("scrollend", () => {
        swipe.rested = true;
      });
    });
    const swipe = () =>
      page.evaluate(
        () => (window as unknown as { __swipe: { furthest: number; rested: boolean } }).__swipe,
      );
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x - 60, y }],
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect
      .poll(async () => (await swipe()).rested, {
        message: "the gallery's scroll comes to rest after the swipe",
      })
      .toBe(true);
    expect((await swipe()).furthest).toBeGreaterThan(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await first.tap();
    const viewer = page.getByRole("dialog", { name: "내 모임 화면 크게 보기" });
    await expect(viewer).toBeVisible();
    const shown = await viewer.getByRole("img").boundingBox();
    expect(shown?.width ?? 0).toBeGreaterThan(300);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
