import { expect, test } from "@playwright/test";
import { FIRST_ROWS } from "#contract/page-data";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { openInvite, participant } from "../support/e2e/invite";

async function eventWithGuests(request: Parameters<typeof newOrganiser>[0]) {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "자바스크립트 없이도 보이는 모임",
    location: "성수동 카페",
    event_date: daysFromNow(5),
    max_participants: 2,
  });
  for (const name of ["서연", "지호", "민준"]) {
    await submitResponse(request, event.id, { name, password: "1234", status: "attending" });
  }
  return event;
}

test("an invite page shows its details and participants with JavaScript off", async ({
  browser,
  request,
}) => {
  const event = await eventWithGuests(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}/public`);
  await expect(page).toHaveTitle("자바스크립트 없이도 보이는 모임 - 모임 RSVP");
  await expect(
    page.getByRole("heading", { name: "자바스크립트 없이도 보이는 모임" }),
  ).toBeVisible();
  await expect(page.getByText("성수동 카페").first()).toBeVisible();
  for (const name of ["서연", "지호", "민준"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await context.close();
});

test("the app takes over the server's page without errors, shifts or a second request", async ({
  page,
  request,
}) => {
  const event = await eventWithGuests(request);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const snapshotRequests: string[] = [];
  const stylesheets: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith(`/api/v1/events/${event.id}/public`)) snapshotRequests.push(req.url());
    // The page's styles arrive inline; only the web font's rules are a file of their own.
    if (req.resourceType() === "stylesheet" && !/\/fonts-[\w-]+\.css$/.test(req.url())) {
      stylesheets.push(req.url());
    }
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

  await page.goto(`/events/${event.id}/public`);
  // Hydrated: the live socket is up, which only the app's code can do.
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(problems).toEqual([]);
  expect(snapshotRequests).toEqual([]);
  expect(stylesheets).toEqual([]);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test("a long list: its first rows come with the page, everyone once the app runs", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "많이 오는 모임",
    event_date: daysFromNow(5),
    max_participants: FIRST_ROWS,
  });
  // Seats for the first FIRST_ROWS, the rest queue: the list runs past the first rows and
  // across both groups.
  const total = FIRST_ROWS + 15;
  for (let i = 1; i <= total; i++) {
    await submitResponse(request, event.id, {
      name: `손님 ${i}`,
      password: "1234",
      status: "attending",
    });
  }
  const html = await (await request.get(`/events/${event.id}/public`)).text();
  expect(html.match(/data-testid="participant"/g)).toHaveLength(FIRST_ROWS);

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await openInvite(page, `/events/${event.id}/public`);
  await expect(page.getByTestId("participant")).toHaveCount(total);
  const last = participant(page, `손님 ${total}`);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect(last.getByText("대기 15")).toBeVisible();
  expect(problems).toEqual([]);
});

test("/about shows its content with JavaScript off and hydrates without errors", async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto("/about");
  await expect(still.getByRole("link", { name: "무료 회원가입" }).first()).toBeVisible();
  await noScript.close();

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/about");
  await page.getByRole("link", { name: "무료 회원가입" }).first().click();
  // Client-side navigation works, so the page is the app's, hydrated.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("button", { name: "회원가입" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("/about asks for its first screenshot from the head, and the file exists", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const preload =
    /<link rel="preload" as="image" href="(\/assets\/[^"]+\.webp)" fetchpriority="high"/.exec(
      html,
    )?.[1];
  expect(preload).toBeTruthy();
  expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf("<style>"));
  expect(html).toContain(`src="${preload}"`);
  expect((await request.get(preload as string)).status()).toBe(200);
});
