import { expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, openInvite, participant } from "../support/e2e/invite";

async function fill(page: Page, name: string, password: string) {
  await form(page).getByLabel("이름", { exact: true }).fill(name);
  await form(page).getByLabel("비밀번호", { exact: true }).fill(password);
}

test("@phone an invitee without an account joins as attending and is listed", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "토요일 한강 러닝",
    description: "5km 가볍게 뛰고 커피 마셔요.",
    location: "여의나루역 2번 출구",
    event_date: daysFromNow(5),
    deadline_date: daysFromNow(4),
    max_participants: 5,
    reminder_message: "운동화 꼭 챙겨오세요!",
  });
  // A fresh context: no token, no storage.
  const context = await browser.newContext();
  const page = await context.newPage();
  await openInvite(page, `/events/${event.id}/public`);

  await expect(page.getByRole("heading", { name: "토요일 한강 러닝" })).toBeVisible();
  await expect(page.getByText("여의나루역 2번 출구")).toBeVisible();
  await expect(page.getByText("운동화 꼭 챙겨오세요!")).toBeVisible();
  await expect(page.getByText("진행중")).toBeVisible();
  await expect(page.getByTestId("attending-count")).toHaveText("0 / 5");
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");

  await expect(form(page).getByRole("radio")).toHaveCount(1);
  await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
  await fill(page, "김민지", "1234");
  await form(page).getByLabel("메시지").fill("  늦지 않게 갈게요  ");
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();

  await expect(form(page).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  const row = participant(page, "김민지");
  await expect(row).toHaveAttribute("data-status", "attending");
  await expect(row.getByText("참석", { exact: true })).toBeVisible();
  await expect(row.getByText("늦지 않게 갈게요", { exact: true })).toBeVisible();
  await expect(page.getByTestId("attending-count")).toHaveText("1 / 5");
  await expect(page.getByTestId("my-response")).toContainText("참석이 확정되었습니다.");

  // The page never sent this visitor to /login, and the password is not kept anywhere.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/public$`));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain("김민지");
  expect(stored).not.toContain("1234");
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
  await context.close();
});

test("the form checks names and passwords with the spec's messages", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "보드게임 모임",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, { name: "Minji", password: "abcd", status: "attending" });
  await openInvite(page, `/events/${event.id}/public`);
  await expect(participant(page, "Minji")).toBeVisible();
  const submit = form(page).getByRole("button", { name: "참석 신청하기" });
  const problem = form(page).getByTestId("form-problem");

  await submit.click();
  await expect(problem).toHaveText("이름과 비밀번호를 입력해주세요.");
  await fill(page, "영희", "abc");
  await submit.click();
  await expect(problem).toHaveText("비밀번호는 최소 4자 이상이어야 합니다.");
  await fill(page, "영희", "a".repeat(21));
  await submit.click();
  await expect(problem).toHaveText("비밀번호는 최대 20자까지 가능합니다.");

  // Names compare case-insensitively: 'minji' is Minji.
  await fill(page, " minji ", "abcd");
  await submit.click();
  await expect(problem).toContainText("이미 등록된 이름입니다");

  // Cancelling (and editing) needs a name on the list.
  await form(page).getByRole("link", { name: "응답 취소" }).click();
  await fill(page, "철수", "abcd");
  await form(page).getByRole("button", { name: "응답 취소하기" }).click();
  await expect(problem).toContainText("등록되지 않은 이름입니다");
  await expect(page.getByTestId("participant")).toHaveCount(1);
});

test("cancelling with a wrong password is refused, with the right one it is gone", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "점심 번개",
    event_date: daysFromNow(1),
  });
  await submitResponse(request, event.id, {
    name: "박지훈",
    password: "right-pw",
    status: "attending",
  });
  await openInvite(page, `/events/${event.id}/public`);
  await expect(participant(page, "박지훈")).toBeVisible();

  await form(page).getByRole("link", { name: "응답 취소" }).click();
  await expect(form(page)).toHaveAttribute("data-mode", "delete");
  await fill(page, "박지훈", "wrong-pw");
  await form(page).getByRole("button", { name: "응답 취소하기" }).click();
  await expect(form(page).getByTestId("form-problem")).toHaveText("비밀번호가 올바르지 않습니다.");
  await expect(participant(page, "박지훈")).toBeVisible();

  await form(page).getByLabel("비밀번호", { exact: true }).fill("right-pw");
  await form(page).getByRole("button", { name: "응답 취소하기" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");
  await expect(participant(page, "박지훈")).toHaveCount(0);
  await expect(form(page)).toHaveAttribute("data-mode", "new");
});

test("a participant's row opens the edit mode, and the change of status shows", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "스터디",
    event_date: daysFromNow(2),
    max_participants: 3,
  });
  await submitResponse(request, event.id, {
    name: "이서연",
    password: "pass1",
    status: "attending",
    message: "참석!",
  });
  await openInvite(page, `/events/${event.id}/public`);
  await participant(page, "이서연").getByRole("link", { name: "이서연 응답 수정" }).click();

  await expect(form(page)).toHaveAttribute("data-mode", "edit");
  await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("이서연");
  await expect(form(page).getByLabel("메시지")).toHaveValue("참석!");
  await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
  await form(page).getByRole("radio", { name: "미정" }).check();
  await form(page).getByLabel("메시지").fill("일정 확인 중이에요");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("pass1");
  await form(page).getByRole("button", { name: "응답 수정하기" }).click();

  await expect(form(page).getByTestId("form-outcome")).toContainText("응답이 수정되었습니다");
  const row = participant(page, "이서연");
  await expect(row).toHaveAttribute("data-status", "maybe");
  await expect(row.getByText("미정", { exact: true })).toBeVisible();
  await expect(row.getByText("일정 확인 중이에요")).toBeVisible();
  await expect(page.getByTestId("attending-count")).toHaveText("0 / 3");
});

test("after the deadline the form is closed and says why", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "마감된 모임",
    event_date: daysFromNow(2),
    deadline_date: daysFromNow(-1),
  });
  await openInvite(page, `/events/${event.id}/public`);
  await expect(page.getByRole("heading", { name: "마감된 모임" })).toBeVisible();
  await expect(page.getByText("마감됨")).toBeVisible();
  await expect(page.getByTestId("responses-closed")).toContainText("응답이 마감되었습니다");
  await expect(page.getByTestId("response-form")).toHaveCount(0);
});

test("an event that has begun takes no responses, even without a deadline", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const past = await createEvent(request, organiser, {
    title: "지난 모임",
    event_date: daysFromNow(-1),
  });
  await openInvite(page, `/events/${past.id}/public`);
  await expect(page.getByRole("heading", { name: "지난 모임" })).toBeVisible();
  await expect(page.getByText("종료됨")).toBeVisible();
  await expect(page.getByTestId("responses-closed")).toContainText("모임이 끝나 더 이상");
  await expect(page.getByTestId("response-form")).toHaveCount(0);

  // One that begins while its page is open closes by itself, as a deadline does.
  const soon = await createEvent(request, organiser, {
    title: "곧 시작하는 모임",
    event_date: new Date(Date.now() + 12_000).toISOString(),
  });
  await openInvite(page, `/events/${soon.id}/public`);
  await expect(page.getByTestId("response-form")).toBeVisible();
  await expect(page.getByTestId("responses-closed")).toContainText("모임이 끝나 더 이상", {
    timeout: 20_000,
  });
  await expect(page.getByTestId("response-form")).toHaveCount(0);
});

test("the calendar link downloads the event as a text/calendar file", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "송년회",
    location: "을지로",
    event_date: daysFromNow(10),
  });
  await openInvite(page, `/events/${event.id}/public`);
  const link = page.getByRole("link", { name: "캘린더에 추가" });
  await expect(link).toHaveAttribute("href", `/api/v1/events/${event.id}/calendar.ics`);

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path, "utf8");
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("SUMMARY:송년회");

  const res = await request.get(`/api/v1/events/${event.id}/calendar.ics`);
  expect(res.headers()["content-type"]).toMatch(/^text\/calendar/);
});

test("an unknown or malformed event id shows a not-found state, never /login", async ({ page }) => {
  const unknown = await page.goto(`/events/${crypto.randomUUID()}/public`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("event-not-found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "모임을 찾을 수 없습니다" })).toBeVisible();
  await expect(page).toHaveURL(/\/public$/);

  const malformed = await page.goto("/events/not-a-uuid/public");
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "모임을 찾을 수 없습니다" })).toBeVisible();

  await page.goto(`/events/${crypto.randomUUID()}/participants`);
  await expect(page.getByRole("heading", { name: "모임을 찾을 수 없습니다" })).toBeVisible();
});

test("an open page learns live that the organiser deleted the event", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "곧 사라질 모임",
    event_date: daysFromNow(2),
    contact: "010-1234-5678",
  });
  await openInvite(page, `/events/${event.id}/public`);
  const res = await request.delete(`/api/v1/events/${event.id}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(res.ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "취소된 모임입니다" })).toBeVisible();
  // What was cancelled, and how to reach the organiser, as the link itself now says.
  const missing = page.getByTestId("event-not-found");
  await expect(missing).toContainText("곧 사라질 모임");
  await expect(missing).toContainText("주최자 연락처 010-1234-5678");
});

test("a submission whose reply is lost is retried with the same key and counted once", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "지하철 안에서 신청",
    event_date: daysFromNow(2),
  });
  const keys: string[] = [];
  await page.route("**/api/v1/events/*/submit", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      // The server registers it, but the phone never hears back.
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  await openInvite(page, `/events/${event.id}/public`);
  await fill(page, "터널 속 민수", "1234");
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();

  await expect(form(page).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  expect(keys.length).toBe(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(participant(page, "터널 속 민수")).toHaveCount(1);
  const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
  expect(view.total_responses).toBe(1);
});

// @touch: a touch screen (the phone project) is what the 44 px rule is for.
test("on a phone every button is a 44 px target and a long name wraps @touch", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "손가락으로 누르는 모임",
    event_date: daysFromNow(3),
  });
  const longName = "가나다라마바사아자차카타파하".repeat(3);
  for (const name of [longName, "민지"]) {
    await submitResponse(request, event.id, { name, password: "pass1", status: "attending" });
  }
  await openInvite(page, `/events/${event.id}/public`);
  await expect(participant(page, "민지")).toBeVisible();

  const buttons = page.locator("main").getByRole("button").or(page.locator("main .btn"));
  const boxes = await buttons.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim() || element.getAttribute("aria-label"), box };
      }),
  );
  expect(boxes.length).toBeGreaterThan(5);
  for (const { text, box } of boxes) {
    expect.soft(box.height, `${text} height`).toBeGreaterThanOrEqual(44);
    expect.soft(box.width, `${text} width`).toBeGreaterThanOrEqual(44);
  }

  // The long name stays left of its row's '수정' and inside the page.
  const row = participant(page, longName);
  const name = (await row.getByTestId("participant-name").boundingBox()) ?? fail("no name box");
  const edit =
    (await row.getByRole("link", { name: `${longName} 응답 수정` }).boundingBox()) ??
    fail("no button box");
  expect(name.x + name.width).toBeLessThanOrEqual(edit.x);
  expect(name.height).toBeGreaterThan(30); // wrapped onto more than one line
  // Korean wraps between words.
  expect(
    await page.locator("main").evaluate((element) => getComputedStyle(element).wordBreak),
  ).toBe("keep-all");
});

function fail(message: string): never {
  throw new Error(message);
}

// @touch: a phone's narrow screen, where toasts would cover the form.
test("on a phone a refusal stays in the form and a keyboard submit lands on its result @touch", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "작은 화면의 모임",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, { name: "민지", password: "pass1", status: "attending" });
  await openInvite(page, `/events/${event.id}/public`);

  // The room refuses a wrong password: said under the password, with no toast over the form.
  await form(page).getByRole("link", { name: "응답 취소" }).click();
  await form(page).getByLabel("이름", { exact: true }).fill("민지");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("wrong1");
  await form(page).getByLabel("비밀번호", { exact: true }).press("Enter");
  await expect(form(page).getByTestId("form-problem")).toHaveText("비밀번호가 올바르지 않습니다.");
  await expect(form(page).getByLabel("비밀번호", { exact: true })).toBeFocused();
  await expect(page.locator(".toast .alert")).toHaveCount(0);

  // Joining from the keyboard: focus lands on the one confirmation, the form's fields give way.
  await form(page).getByRole("link", { name: "새로 신청" }).click();
  await form(page).getByLabel("이름", { exact: true }).fill("서연");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("pass2");
  await form(page).getByLabel("비밀번호", { exact: true }).press("Enter");
  const outcome = form(page).getByTestId("form-outcome");
  await expect(outcome).toHaveText("참석이 등록되었습니다.");
  await expect(outcome).toBeFocused();
  await expect(form(page).getByLabel("이름", { exact: true })).toHaveCount(0);
  await expect(page.locator(".toast .alert")).toHaveCount(0);
});
