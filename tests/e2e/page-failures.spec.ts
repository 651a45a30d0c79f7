import { expect, type Page, type Route, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, signInAs } from "../support/e2e/api";
import { chunkHolding } from "../support/e2e/chunks";
import { form, openInvite, participant } from "../support/e2e/invite";

/** The create call, with or without the trailing slash the typed client may leave off. */
const EVENTS_CALL = /\/api\/v1\/events\/?$/;

/** The settings page's code chunk (its name carries the build's hash). */
const settingsChunk = () => chunkHolding("web/app/routes/settings.tsx");

/** Opens the dashboard signed in, then the settings page from the menu, as a person would. */
async function openSettingsFromMenu(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("greeting")).toBeVisible();
  await page.getByRole("navigation").locator('a[href="/settings"]').click();
}

/** Answers the app's question "which build does the server serve?" with another build. */
async function serveAnotherBuild(page: Page) {
  await page.route("/", async (route: Route) => {
    if (route.request().resourceType() === "document") return route.fallback();
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: "text/html",
      body: html.replace(/\/assets\/index-[\w-]+\.js/, "/assets/index-NEWBUILD.js"),
    });
  });
}

test.describe("a page whose code does not load", () => {
  test("on a dropped connection: a Korean screen inside the frame, and 다시 시도 opens the page", async ({
    page,
    request,
  }) => {
    await signInAs(page, await newOrganiser(request));
    let held = true;
    await page.route(settingsChunk(), (route) => (held ? route.abort() : route.fallback()));
    await openSettingsFromMenu(page);

    const error = page.getByRole("alert").filter({ hasText: "화면을 불러오지 못했습니다" });
    await expect(error).toBeVisible();
    await expect(error).toContainText("다시 시도해주세요");
    // Inside the signed-in frame: the menu is still there to go elsewhere.
    await expect(page.locator('a[href="/participants"]').first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);

    held = false;
    await error.getByRole("button", { name: "다시 시도" }).click();
    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("after a new deploy: the app reloads itself once and opens the page asked for", async ({
    page,
    request,
  }) => {
    await signInAs(page, await newOrganiser(request));
    let refused = 0;
    // The old build's chunk is gone from the server; the reloaded page asks the new build's.
    await page.route(settingsChunk(), (route) =>
      refused++ === 0 ? route.abort() : route.fallback(),
    );
    await serveAnotherBuild(page);
    let loads = 0;
    page.on("load", () => loads++);
    await openSettingsFromMenu(page);

    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    expect(loads).toBe(2);
    expect(refused).toBe(2);
  });

  test("a deploy whose page still fails reloads only once, then explains", async ({
    page,
    request,
  }) => {
    await signInAs(page, await newOrganiser(request));
    await page.route(settingsChunk(), (route) => route.abort());
    await serveAnotherBuild(page);
    let loads = 0;
    page.on("load", () => loads++);
    await openSettingsFromMenu(page);

    const explained = page.getByRole("alert").filter({ hasText: "화면을 불러오지 못했습니다" });
    await expect(explained).toBeVisible();
    // The explanation is what the app does instead of a second reload: once it shows, the page
    // was loaded twice (the first visit and the one reload) and stays as it is.
    expect(loads).toBe(2);
    await expect(explained).toBeVisible();
    expect(loads).toBe(2);
  });
});

test("the signed-in frame itself not loading: Korean, and 다시 시도 loads it", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  let held = true;
  await page.route(chunkHolding("web/app/signed-in/app-layout.tsx"), (route) =>
    held ? route.abort() : route.fallback(),
  );
  await page.goto("/");
  const error = page.getByRole("alert").filter({ hasText: "화면을 불러오지 못했습니다" });
  await expect(error).toContainText("연결을 확인한 뒤 다시 시도해주세요");
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  held = false;
  await error.getByRole("button", { name: "다시 시도" }).click();
  await expect(page.getByTestId("greeting")).toBeVisible();
});

test.describe("creating an event on a bad connection", () => {
  test("offline it says so and keeps the form; a lost answer never makes the event twice", async ({
    page,
    context,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    await signInAs(page, organiser);
    await page.goto("/");
    await expect(page.getByTestId("greeting")).toBeVisible();
    await page
      .getByRole("button", { name: /모임 만들기/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
    await expect(dialog.getByLabel("제목")).toBeFocused();
    await dialog.getByLabel("제목").fill("기차에서 만든 모임");
    await dialog.getByLabel("모임 일시").fill("2031-05-01T19:00");

    await context.setOffline(true);
    await dialog.getByRole("button", { name: "만들기" }).click();
    const notice = dialog.getByTestId("sending-notice");
    await expect(notice).toContainText("인터넷에 연결되어 있지 않습니다");
    // Said in the dialog only: no toast over the form on a phone.
    await expect(page.getByText("모임 생성에 실패했습니다")).toHaveCount(0);
    await expect(dialog.getByLabel("제목")).toHaveValue("기차에서 만든 모임");
    await expect(dialog.getByRole("button", { name: "취소" })).toBeEnabled();

    // Back online, the first try arrives but its answer is lost on the way back.
    await context.setOffline(false);
    let creates = 0;
    const keys: string[] = [];
    await page.route(EVENTS_CALL, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (creates++ > 0) return route.fallback();
      await route.fetch();
      await route.abort("connectionreset");
    });
    await dialog.getByRole("button", { name: "만들기" }).click();
    await expect(notice).toContainText("서버에서 답을 받지 못했습니다");
    await dialog.getByRole("button", { name: "만들기" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    expect(creates).toBe(2);
    expect(keys[0]).not.toBe("");
    expect(keys[1]).toBe(keys[0]);
    const res = await request.get("/api/v1/events/", {
      headers: { Authorization: `Bearer ${organiser.token}` },
    });
    const { data } = (await res.json()) as { data: { title: string }[] };
    expect(data.map((event) => event.title)).toEqual(["기차에서 만든 모임"]);
  });

  test("a slow call can be stopped, and typed content is not thrown away without asking", async ({
    page,
    request,
  }) => {
    await signInAs(page, await newOrganiser(request));
    await page.goto("/");
    await expect(page.getByTestId("greeting")).toBeVisible();
    // The server never answers.
    await page.route(EVENTS_CALL, (route) =>
      route.request().method() === "POST" ? undefined : route.fallback(),
    );
    await page
      .getByRole("button", { name: /모임 만들기/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
    await dialog.getByLabel("제목").fill("느린 서버");
    await dialog.getByLabel("모임 일시").fill("2031-05-01T19:00");
    await dialog.getByRole("button", { name: "만들기" }).click();

    await page.keyboard.press("Escape");
    await expect(dialog.getByTestId("sending-notice")).toContainText("기다리기를 멈췄습니다");
    await expect(dialog.getByRole("button", { name: "만들기" })).toBeEnabled();
    await expect(dialog.getByLabel("제목")).toHaveValue("느린 서버");

    // Escape again: typed content is there, so the dialog asks, and Enter keeps it.
    await page.keyboard.press("Escape");
    const question = dialog.getByTestId("discard-question");
    await expect(question).toContainText("입력한 내용이 사라집니다");
    await expect(question.getByRole("button", { name: "계속 작성" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel("제목")).toHaveValue("느린 서버");

    // A click outside asks too; 닫기 closes, and the next dialog starts empty.
    await page.mouse.click(5, 5);
    await question.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole("button", { name: /모임 만들기/ })
      .first()
      .click();
    await expect(dialog.getByLabel("제목")).toHaveValue("");
    // Nothing typed: Escape closes at once.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("an invitee offline is told at once, keeps what was typed, and is counted once back online", async ({
  page,
  context,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "오프라인 모임",
    event_date: daysFromNow(7),
  });
  await openInvite(page, `/events/${event.id}/public`);
  await form(page).getByLabel("이름", { exact: true }).fill("지하철");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("1234");

  let submits = 0;
  page.on("request", (sent) => {
    if (sent.url().endsWith("/submit")) submits++;
  });
  await context.setOffline(true);
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();
  // Told in the form, not held back to be sent by itself whenever the connection returns.
  await expect(form(page)).toContainText("네트워크 오류가 발생했습니다");
  await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("지하철");
  await context.setOffline(false);
  // The page has heard it is online again (its 'online' handlers, which would resend a held
  // call, have run) and sent nothing more than the one call that failed.
  await page.waitForFunction(() => navigator.onLine);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(submits).toBe(1);
  const before = await request.get(`/api/v1/events/${event.id}/public`);
  expect(((await before.json()) as { total_responses: number }).total_responses).toBe(0);

  await form(page).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(participant(page, "지하철")).toBeVisible();
  const after = await request.get(`/api/v1/events/${event.id}/public`);
  expect(((await after.json()) as { total_responses: number }).total_responses).toBe(1);
});
