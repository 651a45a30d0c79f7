import { expect, type Page, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { appTookOver, holdAppScripts } from "../support/e2e/takeover";

/** /about arrives rendered by the Worker; its controls respond once the app has taken over. */
async function openAbout(page: Page) {
  await page.goto("/about");
  await appTookOver(page);
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

test("a signed-in visitor is offered the way to the app, without the page moving", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  // What the page looked like as it arrived (rendered for everyone, before the app runs).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      (window as unknown as { __arrived: unknown }).__arrived = {
        height: document.documentElement.scrollHeight,
        heading: top("h1")?.top,
        features: top("#features")?.top,
      };
    });
  });
  await openAbout(page);
  await expect(page.getByRole("link", { name: "내 모임으로" })).toHaveCount(3);
  await expect(page.getByRole("link", { name: "로그인" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "시작하기" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "무료 회원가입" })).toHaveCount(0);

  const now = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    heading: document.querySelector("h1")?.getBoundingClientRect().top,
    features: document.querySelector("#features")?.getBoundingClientRect().top,
  }));
  expect(now).toEqual(
    await page.evaluate(() => (window as unknown as { __arrived: unknown }).__arrived),
  );

  await page.getByRole("banner").getByRole("link", { name: "내 모임으로" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("the page keeps its height while it is scrolled to the bottom and back @phone", async ({
  page,
}) => {
  await openAbout(page);
  const heights = await page.evaluate(async () => {
    const seen: number[] = [];
    const root = document.documentElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const visit = async (y: number) => {
      window.scrollTo(0, y);
      await frame();
      await frame();
      seen.push(root.scrollHeight);
    };
    for (let y = 0; y < root.scrollHeight; y += window.innerHeight / 2) await visit(y);
    for (let y = root.scrollHeight; y >= 0; y -= window.innerHeight / 2) await visit(y);
    return seen;
  });
  expect(heights.length).toBeGreaterThan(4);
  expect(new Set(heights)).toEqual(new Set([heights[0]]));
});

test("a reader who scrolled before the app took over keeps their place, and the button there works @phone", async ({
  page,
}) => {
  // The app's scripts are held back, as on a slow phone: the reader scrolls down the Worker's
  // page to its closing call to action before the app arrives.
  const release = await holdAppScripts(page);
  await page.goto("/about", { waitUntil: "commit" });
  const signup = page.getByRole("link", { name: "무료 회원가입" }).last();
  await signup.scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(0);

  release();
  await appTookOver(page);
  // The takeover left the page where the reader had it (it once jumped to the top).
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
  await expect(signup).toBeInViewport();
  await signup.click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("with a mouse and keys, the viewer turns with the arrows and zooms with + and −", async ({
  page,
}) => {
  await openAbout(page);
  const shot = page.getByRole("list", { name: "화면 미리보기" }).getByRole("img").first();
  expect(await shot.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain("-phone");

  await page.getByRole("button", { name: "내 모임 화면 크게 보기" }).click();
  await page.keyboard.press("ArrowRight");
  const viewer = page.getByRole("dialog", { name: "초대 페이지 화면 크게 보기" });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole("img");
  const width = async () => (await image.boundingBox())?.width ?? 0;
  const resting = await width();
  expect(await axeProblems(page, "about")).toEqual([]);
  await page.keyboard.press("+");
  await expect.poll(width).toBeGreaterThan(resting * 2);
  await expect(viewer.getByRole("button", { name: "원래 크기" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("-");
  await expect.poll(width).toBeCloseTo(resting, 0);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "내 모임 화면 크게 보기" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("the viewer on a phone @touch", () => {
  test("phones get the phone-sized screenshots, and only those", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/[^/]+\.webp/.test(request.url())) fetched.push(request.url());
    });
    await openAbout(page);
    const shots = page.getByRole("list", { name: "화면 미리보기" }).getByRole("img");
    for (const shot of await shots.all()) await shot.scrollIntoViewIfNeeded();
    for (const shot of await shots.all()) {
      await expect
        .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(585);
      expect(await shot.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("-phone");
    }
    expect(fetched.length).toBeGreaterThanOrEqual(4);
    expect(fetched.filter((url) => !url.includes("-phone"))).toEqual([]);
  });

  test("a swipe turns to the next screenshot; a pinch and a double tap zoom", async ({ page }) => {
    await openAbout(page);
    await page.getByRole("button", { name: "내 모임 화면 크게 보기" }).tap();
    await expect(page.getByRole("dialog", { name: "내 모임 화면 크게 보기" })).toBeVisible();
    const frame = page.getByTestId("viewer-frame");
    const box = await frame.boundingBox();
    if (!box) throw new Error("the viewer has no frame");
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: "touchStart" | "touchMove" | "touchEnd",
      touchPoints: { x: number; y: number; id?: number }[],
    ) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // Swipe left: the next screenshot.
    await touch("touchStart", [{ x: cx + 100, y: cy }]);
    for (const x of [cx + 50, cx, cx - 50, cx - 100]) await touch("touchMove", [{ x, y: cy }]);
    await touch("touchEnd", []);
    const viewer = page.getByRole("dialog", { name: "초대 페이지 화면 크게 보기" });
    await expect(viewer).toBeVisible();

    const image = viewer.getByRole("img");
    const width = async () => (await image.boundingBox())?.width ?? 0;
    const resting = await width();

    // Pinch: two fingers moving apart make it larger.
    await touch("touchStart", [
      { x: cx - 30, y: cy, id: 1 },
      { x: cx + 30, y: cy, id: 2 },
    ]);
    for (const spread of [50, 80, 100]) {
      await touch("touchMove", [
        { x: cx - spread, y: cy, id: 1 },
        { x: cx + spread, y: cy, id: 2 },
      ]);
    }
    await touch("touchEnd", []);
    await expect.poll(width).toBeGreaterThan(resting * 2);
    await expect(viewer).toBeVisible();

    // A double tap zooms back out, and another zooms in again.
    const doubleTap = async () => {
      for (let i = 0; i < 2; i += 1) {
        await touch("touchStart", [{ x: cx, y: cy }]);
        await touch("touchEnd", []);
      }
    };
    await doubleTap();
    await expect.poll(width).toBeCloseTo(resting, 0);
    await doubleTap();
    await expect.poll(width).toBeGreaterThan(resting * 2);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
