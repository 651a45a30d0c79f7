import { type Browser, expect, type Page, test } from "@playwright/test";
import { newOrganiser, type Organiser, signInAs, submitResponse } from "../support/e2e/api";
import { openInvite, responseItem } from "../support/e2e/invite";
import { followMailLink, linkIn, mailAbout, newAddress } from "../support/e2e/mail";

// Decision 0026: the event's reminder asks attending invitees '참석 유지' or '못 가요', and '못 가요'
// frees the seat for the next in line at once. The browser tests' server makes a reminder hour
// five seconds (playwright.config.ts): '일주일 전' (168 hours) is fourteen minutes, so an event
// ten minutes ahead has its reminder's time already past when saved, and the reminder goes out
// as soon as someone attending can be told.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TITLE = "토요일 독서 모임";

/**
 * The dialog's '모임 일시' for a moment 10 to 11 minutes ahead, on Korea's clock (the page's
 * zone, so the dialog's default): the input takes whole minutes.
 */
function tenMinutesAhead(): string {
  const KOREA = 9 * 3_600_000; // No daylight saving time.
  return new Date(Date.now() + KOREA + 11 * 60_000).toISOString().slice(0, 16);
}

/** A phone at 390 px; its mail app opens a mail's links without JavaScript. */
const phone = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });

/** The organiser makes the event in the dialog: one seat, reminded '일주일 전'. Its id. */
async function makeEventWithReminder(page: Page, organiser: Organiser): Promise<string> {
  await signInAs(page, organiser);
  await page.goto("/");
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill(TITLE);
  await dialog.getByLabel("모임 일시").fill(tenMinutesAhead());
  await dialog.getByLabel("최대 참석자 수").fill("1");
  const reminder = dialog.getByLabel("리마인더", { exact: true });
  await expect(reminder.getByRole("option")).toHaveText([
    "안 보냄",
    "1시간 전",
    "3시간 전",
    "하루 전",
    "이틀 전",
    "일주일 전",
  ]);
  await reminder.selectOption({ label: "일주일 전" });
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();
  const listed = await page.request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [event] = (await listed.json()).data as { id: string; reminder_hours: number | null }[];
  expect(event?.reminder_hours).toBe(168);
  return event?.id as string;
}

test("an attending invitee answers the reminder '못 가요' from the mail with JavaScript off; the next in line attends, live, and answers hers '참석 유지'", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // Three browsers, the outbox read four times.
  const organiser = await newOrganiser(request);
  const eventId = await makeEventWithReminder(page, organiser);

  // The invite page says so near the form: the reminder's time has passed, so it comes at once.
  const guest = await phone(browser);
  const invite = await guest.newPage();
  await openInvite(invite, `/events/${eventId}/public`);
  await expect(invite.getByTestId("reminder-note")).toHaveText(
    "참석으로 답하고 알림을 켜 두면 바로 리마인더를 보내드려요.",
  );
  await guest.close();

  // 가은 takes the seat and 보라 waits, each leaving an address not yet verified: the reminder
  // is due, but neither can be told yet.
  const gaeun = newAddress("gaeun");
  const bora = newAddress("bora");
  await submitResponse(request, eventId, {
    name: "가은",
    password: "gaeun1",
    status: "attending",
    notify_email: gaeun,
  });
  const waiting = await submitResponse(request, eventId, {
    name: "보라",
    password: "bora12",
    status: "waiting",
    notify_email: bora,
  });
  expect(waiting.response.status).toBe("waiting");

  // The organiser watches the responses page: 가은 was reminded and could not be reached.
  await page.goto(`/events/${eventId}/responses`);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  const gaeunItem = responseItem(page, "가은");
  const boraItem = responseItem(page, "보라");
  await expect(gaeunItem.getByTestId("reminder-state")).toHaveText("연락 안 됨");
  await expect(boraItem.getByTestId("response-status")).toHaveAttribute("data-status", "waiting");
  await expect(boraItem.getByTestId("reminder-state")).toHaveCount(0);

  // Both verify their addresses from the mail app; 가은 can be told now, so she is reminded.
  const mail = await phone(browser, false);
  const reader = await mail.newPage();
  for (const address of [gaeun, bora]) {
    const verification = await mailAbout(request, address, "이메일 확인");
    await followMailLink(reader, linkIn(verification, "이메일 확인"), "이메일 확인");
  }
  const reminder = await mailAbout(request, gaeun, "리마인더");
  expect(reminder.subject).toContain(TITLE);
  expect(reminder.html).toContain("참석 유지");
  expect(reminder.html).toContain("못 가요");
  linkIn(reminder, "참석 유지");
  // The organiser sees it went out and is not answered yet, live.
  await expect(gaeunItem.getByTestId("reminder-state")).toHaveText("리마인더 보냄 · 답 없음");

  // '못 가요' from the mail, without JavaScript: the page asks, its button answers.
  await followMailLink(
    reader,
    linkIn(reminder, "못 가요"),
    "못 가요",
    "못 간다고 응답을 바꿀까요?",
  );
  await expect(reader.getByText("불참으로 바꿨어요.")).toBeVisible();

  // The organiser's page, without a reload: 가은 is not attending, 보라 has her seat.
  await expect(gaeunItem.getByTestId("response-status")).toHaveAttribute(
    "data-status",
    "not_attending",
  );
  await expect(boraItem.getByTestId("response-status")).toHaveAttribute("data-status", "attending");
  await expect(boraItem.getByTestId("response-status")).toHaveText("참석");
  // She was reminded all the same: the list keeps that, her status says the rest.
  await expect(gaeunItem.getByTestId("reminder-state")).toHaveText("리마인더 보냄");

  // 보라 joined after the reminder went out and the event is ahead: hers comes at once.
  const hers = await mailAbout(request, bora, "리마인더");
  await expect(boraItem.getByTestId("reminder-state")).toHaveText("리마인더 보냄 · 답 없음");
  await followMailLink(reader, linkIn(hers, "참석 유지"), "참석 유지", "계획대로 참석한다고");
  await expect(reader.getByText("참석 유지를 주최자에게 알렸어요.")).toBeVisible();
  await expect(boraItem.getByTestId("reminder-state")).toHaveText("참석 확인");
  await expect(page.getByTestId("reminder-summary")).toHaveText(
    "리마인더: 확인 1 · 답 없음 0 · 연락 안 됨 0",
  );
  await expect(boraItem.getByTestId("response-status")).toHaveAttribute("data-status", "attending");

  // The list's API says when she confirmed.
  const listed = await request.get(`/api/v1/events/${eventId}/responses`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const { data } = (await listed.json()) as {
    data: { name: string; status: string; reminder: string | null; confirmed_at: string | null }[];
  };
  expect(data.find((r) => r.name === "보라")?.confirmed_at).toEqual(expect.any(String));
  expect(data.find((r) => r.name === "가은")).toMatchObject({
    status: "not_attending",
    reminder: "delivered",
    confirmed_at: null,
  });
  await mail.close();
});
