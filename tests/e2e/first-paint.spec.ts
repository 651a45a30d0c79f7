import { expect, test } from "@playwright/test";
import { GROUP_FIRST_ROWS } from "#contract/invite-page";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { chunkHolding } from "../support/e2e/chunks";
import { join, myResponse, openInvite, participant, tookOver } from "../support/e2e/invite";

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
    // The page's styles arrive inline, and it reads in the system's fonts.
    if (["stylesheet", "font"].includes(req.resourceType())) stylesheets.push(req.url());
  });
  const liveFrames: string[] = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string") liveFrames.push(payload);
    });
  });
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean };
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // The shifts so far, counting those measured but not yet handed to the callback.
    (window as unknown as { __shiftTotal: () => number }).__shiftTotal = () => {
      add(observer.takeRecords());
      return total;
    };
  });

  const idleWork = page.waitForResponse((res) =>
    chunkHolding("web/features/invitee/sending/answering.ts").test(res.url()),
  );
  // Hydrated: the live socket is up, which only the app's code can do.
  await openInvite(page, `/events/${event.id}/public`);
  // The page has settled, each step marked by something it does: the room's first snapshot
  // has come down the socket, and the browser went idle after hydration and fetched what
  // answering needs. A second request, a late error or a shift from hydrating would all have
  // come before.
  await expect
    .poll(() => liveFrames.some((frame) => frame.includes('"type":"snapshot"')))
    .toBe(true);
  await idleWork;
  const shift = await page.evaluate(async () => {
    // Two frames drawn since then, so every layout change so far has been measured.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __shiftTotal: () => number }).__shiftTotal();
  });
  expect(problems).toEqual([]);
  expect(snapshotRequests).toEqual([]);
  expect(stylesheets).toEqual([]);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test("a returning invitee's page keeps the list as served until the list's code arrives", async ({
  page,
  request,
}) => {
  const event = await eventWithGuests(request);
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "하늘", "1234", "대기 신청");
  await expect(myResponse(page, "하늘")).toBeVisible();

  // The page again, with the list's code held back (its own chunk, decision 0058): the app
  // takes over and reads this browser's own responses meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    chunkHolding("web/features/invitee/components/participant-list.tsx"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.reload();
  await tookOver(page);
  await expect(myResponse(page, "하늘")).toBeVisible();
  for (const name of ["서연", "지호", "민준", "하늘"]) {
    await expect(participant(page, name)).toBeVisible();
  }
  release();
  // Its code arrived: the list is the app's, its '더 보기' and rows as before.
  await expect(participant(page, "하늘")).toBeVisible();
  await expect(page.getByTestId("participant-list")).toBeVisible();
});

test("a long list: each group's first rows, '더 보기' for the rest, and no jump while scrolling", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const seats = GROUP_FIRST_ROWS + 5;
  const event = await createEvent(request, organiser, {
    title: "많이 오는 모임",
    event_date: daysFromNow(5),
    max_participants: seats,
  });
  // Seats for the first ones, the rest queue: both groups run past their first rows.
  const total = seats + GROUP_FIRST_ROWS + 10;
  for (let i = 1; i <= total; i++) {
    await submitResponse(request, event.id, {
      name: `손님 ${i}`,
      password: "1234",
      status: "attending",
    });
  }
  const html = await (await request.get(`/events/${event.id}/public`)).text();
  expect(html.match(/data-testid="participant"/g)).toHaveLength(2 * GROUP_FIRST_ROWS);

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await openInvite(page, `/events/${event.id}/public`);
  await expect(page.getByTestId("participant")).toHaveCount(2 * GROUP_FIRST_ROWS);

  // Scrolling to the end and back changes nothing the page has laid out.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "대기 더 보기 (10명)" }).scrollIntoViewIfNeeded();
  expect(await height()).toBe(before);
  await page.mouse.wheel(0, -20_000);
  expect(await height()).toBe(before);

  // '더 보기' shows the rest of its group, queue places intact.
  await page.getByRole("link", { name: "대기 더 보기 (10명)" }).click();
  const last = participant(page, `손님 ${total}`);
  await expect(last).toBeVisible();
  await expect(last.getByText(`대기 ${GROUP_FIRST_ROWS + 10}`)).toBeVisible();
  await page.getByRole("link", { name: "참석 더 보기 (5명)" }).click();
  await expect(page.getByTestId("participant")).toHaveCount(total);
  expect(problems).toEqual([]);
});

test("a long list without JavaScript: '더 보기' leads to the whole list", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "스크립트 없는 긴 명단",
    event_date: daysFromNow(5),
  });
  const total = GROUP_FIRST_ROWS + 3;
  for (let i = 1; i <= total; i++) {
    await submitResponse(request, event.id, {
      name: `손님 ${i}`,
      password: "1234",
      status: "attending",
    });
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}/public`);
  await expect(page.getByTestId("participant")).toHaveCount(GROUP_FIRST_ROWS);
  await page.getByRole("link", { name: "참석 더 보기 (3명)" }).click();
  await expect(page.getByTestId("participant")).toHaveCount(total);
  await expect(participant(page, `손님 ${total}`)).toBeVisible();
  await context.close();
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

test("/about asks for its first screenshot from the head, each screen its own, and the files exist", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const preloads = [
    ...html.matchAll(
      /<link rel="preload" as="image" href="(\/assets\/[^"]+\.webp)" media="([^"]+)" fetchpriority="high"/g,
    ),
  ].map(([, href, media]) => ({ href, media }));
  // A phone asks for the phone shot, a wider screen for the desktop one: never both.
  expect(preloads.map((preload) => preload.media)).toEqual([
    "(max-width: 47.99rem)",
    "(min-width: 48rem)",
  ]);
  // After the viewport tag (before it a phone's media query reads a 980 px page), and before
  // the stylesheet, so the image is asked for first.
  expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('name="viewport"'));
  const styles = html.search(/<style|rel="stylesheet"/);
  expect(styles).toBeGreaterThan(0);
  expect(html.lastIndexOf('rel="preload"')).toBeLessThan(styles);
  for (const { href, media } of preloads) {
    // The picture shows what was preloaded, for the same screens.
    expect(html).toMatch(new RegExp(`(src|srcSet)="${href}"`));
    if (media.startsWith("(max")) expect(html).toContain(`media="${media}" srcSet="${href}"`);
    expect((await request.get(href as string)).status()).toBe(200);
  }
});
