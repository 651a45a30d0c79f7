import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  SUPERUSER,
  signInAs,
  submitResponse,
  tokenFor,
} from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { tookOver } from "../support/e2e/invite";

/**
 * Axe-core finds no serious or critical WCAG 2.0/2.1 A and AA violation on any
 * screen, in the light and in the dark theme. One organiser and one set of events serve the
 * whole file; each theme gets a fresh browser context with the theme stored before the app
 * loads, the way a returning visitor arrives.
 */

// Each test walks several screens twice over; on a busy machine that outgrows the default.
test.describe.configure({ timeout: 150_000 });

const THEMES = ["light", "dark"] as const;
type Mode = (typeof THEMES)[number];

type Fixture = {
  organiser: Organiser;
  adminToken: string;
  openEvent: string;
  fullEvent: string;
  series: string;
};
let fx: Fixture;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const organiser = await newOrganiser(request, "접근성 주최자");
  const open = await createEvent(request, organiser, {
    title: "토요일 한강 러닝",
    description: "5km 가볍게 뛰고 커피 마셔요.",
    location: "여의나루역 2번 출구",
    event_date: daysFromNow(5),
    deadline_date: daysFromNow(4),
    max_participants: 10,
    reminder_message: "운동화 꼭 챙겨오세요!",
  });
  const full = await createEvent(request, organiser, {
    title: "정원 2명 원데이 클래스",
    event_date: daysFromNow(7),
    max_participants: 2,
  });
  const people = [
    { name: "김민지", status: "attending", message: "늦지 않게 갈게요" },
    { name: "이서준", status: "maybe", message: null },
    { name: "박하은", status: "not_attending", message: "다음에 봐요" },
  ];
  for (const [i, person] of people.entries()) {
    await submitResponse(request, open.id, { ...person, password: `pw-${i}-open` });
  }
  await submitResponse(request, full.id, { name: "김민지", password: "pw-a", status: "attending" });
  await submitResponse(request, full.id, { name: "최유나", password: "pw-b", status: "attending" });
  await submitResponse(request, full.id, { name: "정대기", password: "pw-c", status: "waiting" });
  // A weekly series: its link shows the first meeting with '매번 참석' and the dates after it.
  const series = await createEvent(request, organiser, {
    title: "수요 저녁 러닝",
    event_date: daysFromNow(3),
    recurrence: "FREQ=WEEKLY;COUNT=3",
  });
  const adminToken = await tokenFor(request, SUPERUSER.email, SUPERUSER.password);
  await request.dispose();
  fx = {
    organiser,
    adminToken,
    openEvent: open.id,
    fullEvent: full.id,
    // POST /events/ answers the first occurrence, which names its series.
    series: (series as { series_id?: string }).series_id ?? "",
  };
});

/**
 * Opens a fresh context per theme (signed in with `token` if given) and hands its page to
 * `visit`, which checks each screen with `check`. The problems of every screen in both themes
 * are collected, so one run lists them all.
 */
async function inEachTheme(
  browser: Browser,
  token: string | null,
  visit: (page: Page, check: (screen: string) => Promise<void>) => Promise<void>,
) {
  const problems: string[] = [];
  for (const mode of THEMES) {
    await test.step(mode, async () => {
      const context = await browser.newContext({ colorScheme: mode });
      const page = await context.newPage();
      await page.addInitScript((theme: Mode) => localStorage.setItem("theme", theme), mode);
      if (token) await signInAs(page, { token });
      const check = async (screen: string) => {
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${mode}\\b`));
        problems.push(...(await axeProblems(page, `${screen} (${mode})`)));
      };
      try {
        await visit(page, check);
      } finally {
        await context.close();
      }
    });
  }
  expect(problems, `serious or critical axe violations:\n${problems.join("\n")}\n`).toEqual([]);
}

test("the pages for visitors: about, sign-in, sign-up, password and 404", async ({ browser }) => {
  await inEachTheme(browser, null, async (page, check) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check("/about");

    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await check("/login");

    await page.goto("/signup");
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await check("/signup");

    await page.goto("/recover-password");
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    await check("/recover-password");

    await page.goto("/reset-password?token=x");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check("/reset-password");

    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found-code")).toHaveText("404");
    await check("404");
  });
});

// Split in two for the same reason as the invite screens below: five screens in both themes
// took this machine 2.3 min of the 2.5 min timeout.
test("the organiser's dashboard and its create-event dialog", async ({ browser }) => {
  await inEachTheme(browser, fx.organiser.token, async (page, check) => {
    await page.goto("/");
    await expect(page.getByText("토요일 한강 러닝").first()).toBeVisible();
    await check("/ (dashboard)");

    await page.getByRole("button", { name: "새 모임 만들기" }).click();
    await expect(page.getByRole("dialog", { name: "새 모임 만들기" })).toBeVisible();
    await check("/ (create-event dialog)");
    await page.keyboard.press("Escape");
  });
});

test("the organiser's responses, participants and bug report screens", async ({ browser }) => {
  await inEachTheme(browser, fx.organiser.token, async (page, check) => {
    await page.goto(`/events/${fx.openEvent}/responses`);
    await expect(page.getByText("김민지").first()).toBeVisible();
    await check("/events/{id}/responses");

    await page.goto("/participants");
    await expect(page.getByRole("cell", { name: "김민지", exact: true })).toBeVisible();
    await check("/participants");

    await page.goto("/bug-report");
    await expect(page.getByRole("heading", { name: "버그 및 개선사항" })).toBeVisible();
    await check("/bug-report");
  });
});

test("every tab of the settings", async ({ browser }) => {
  await inEachTheme(browser, fx.organiser.token, async (page, check) => {
    await page.goto("/settings");
    await expect(page.getByTestId("profile-name")).toBeVisible();
    await check("/settings My profile");
    for (const name of ["Password", "Appearance", "Danger zone"]) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await check(`/settings ${name}`);
    }
  });
});

test("the admin page and its Add User dialog, as the superuser", async ({ browser }) => {
  await inEachTheme(browser, fx.adminToken, async (page, check) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Users Management" })).toBeVisible();
    // The list shown (its newest users first: the superuser is on it only while few others
    // exist, which depends on what ran before).
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await check("/admin");

    await page.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
    await check("/admin (Add User dialog)");
  });
});

// One test per invite screen: each runs axe in both themes, which takes this machine about
// 40 s a screen; the three in one test came within seconds of its timeout under load.

test("@phone the invite page of an open event", async ({ browser }) => {
  await inEachTheme(browser, null, async (page, check) => {
    await page.goto(`/events/${fx.openEvent}/public`);
    await tookOver(page);
    await expect(page.getByText("김민지").first()).toBeVisible();
    await check("/events/{id}/public (open)");
  });
});

test("@phone the invite page of a full event", async ({ browser }) => {
  await inEachTheme(browser, null, async (page, check) => {
    await page.goto(`/events/${fx.fullEvent}/public`);
    await tookOver(page);
    await expect(page.getByTestId("attending-count")).toHaveText("2 / 2");
    await check("/events/{id}/public (full)");
  });
});

test("@phone a series' link: the next meeting, '매번 참석' and the dates after it", async ({
  browser,
}) => {
  await inEachTheme(browser, null, async (page, check) => {
    await page.goto(`/series/${fx.series}`);
    await tookOver(page);
    await expect(page.getByTestId("standing-field")).toBeVisible();
    await expect(page.getByTestId("series-dates").getByRole("link")).toHaveCount(2);
    await check("/series/{id}");
  });
});

test("@phone the simple participants page", async ({ browser }) => {
  await inEachTheme(browser, null, async (page, check) => {
    await page.goto(`/events/${fx.openEvent}/participants`);
    await tookOver(page);
    await expect(page.getByText("김민지").first()).toBeVisible();
    await check("/events/{id}/participants");
  });
});

test("the check itself: it finds a nameless button, an image without text and faint text", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  expect(await axeProblems(page, "login")).toEqual([]);
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement("p"), { textContent: "희미한 글" });
    faint.style.cssText = "color: #eee; background: #fff";
    const image = Object.assign(document.createElement("img"), { src: "/icon.png" });
    document.querySelector("main")?.append(document.createElement("button"), image, faint);
  });
  // A second check of the same document: axe is already there.
  const found = (await axeProblems(page, "login")).map((line) => /\[([\w-]+)\]/.exec(line)?.[1]);
  expect(new Set(found)).toEqual(new Set(["button-name", "image-alt", "color-contrast"]));
});
