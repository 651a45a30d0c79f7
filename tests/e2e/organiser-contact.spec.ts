import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { openInvite } from "../support/e2e/invite";
import { expectNoSidewaysScroll } from "../support/e2e/layout";
import { announce } from "../support/e2e/push";

/**
 * A closed event told invitees to contact the organiser and gave no way to. The
 * organiser's last announcement stays on the page, and the event's optional contact line shows
 * where the page cannot take what an invitee wants (responses closed, or no seat left), and
 * nowhere else. At a phone's width, where a long chat link must not widen the page.
 */
const CONTACT =
  "010-1234-5678 또는 카카오톡 오픈채팅 https://open.kakao.com/o/sMoimRsvpContact2030";
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.use(PHONE);

const contactLine = (page: Page) => page.getByText(CONTACT);

/** An event of one seat, taken, with the contact line: full. */
async function fullEvent(request: APIRequestContext, title: string) {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title,
    event_date: daysFromNow(5),
    max_participants: 1,
    contact: CONTACT,
  });
  await submitResponse(request, event.id, { name: "민지", password: "1234", status: "attending" });
  return { organiser, event };
}

/** The same page in a browser without JavaScript: what the Worker renders. */
async function withoutScript(browser: Browser, path: string) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("a closed event shows the organiser's last announcement and contact line, with and without JavaScript", async ({
  page,
  request,
  browser,
}) => {
  // Full as well as closed: the contact shows once, in the closed card, and nobody is told to
  // sign up for the waiting list of an event that takes no responses.
  const { organiser, event } = await fullEvent(request, "마감된 정기 모임");
  await announce(request, organiser, event.id, "장소가 2층 세미나실로 바뀌었어요.");
  const closed = await request.put(`/api/v1/events/${event.id}`, {
    data: { deadline_date: daysFromNow(-1) },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(closed.status()).toBe(200);
  const path = `/events/${event.id}/public`;

  await openInvite(page, path);
  const closedCard = page.getByTestId("responses-closed");
  await expect(closedCard).toContainText("응답이 마감되었습니다");
  await expect(page.getByText("장소가 2층 세미나실로 바뀌었어요.")).toBeVisible();
  await expect(closedCard.getByText(CONTACT)).toBeVisible();
  await expect(closedCard).toContainText(`주최자 연락처 ${CONTACT}`);
  await expect(contactLine(page)).toHaveCount(1);
  await expect(page.getByTestId("capacity")).not.toContainText("지금 신청하면");
  await expectNoSidewaysScroll(page);

  const plain = await withoutScript(browser, path);
  await expect(plain.page.getByText("장소가 2층 세미나실로 바뀌었어요.")).toBeVisible();
  await expect(plain.page.getByTestId("responses-closed").getByText(CONTACT)).toBeVisible();
  await expect(contactLine(plain.page)).toHaveCount(1);
  await plain.close();
});

test("a full event shows the contact line beside the waiting list, with and without JavaScript", async ({
  page,
  request,
  browser,
}) => {
  const { event } = await fullEvent(request, "꽉 찬 모임");
  const path = `/events/${event.id}/public`;

  await openInvite(page, path);
  const capacity = page.getByTestId("capacity");
  await expect(capacity).toContainText("정원이 찼습니다.");
  await expect(capacity.getByText(CONTACT)).toBeVisible();
  await expect(contactLine(page)).toHaveCount(1);
  await expect(page.getByTestId("response-form")).toBeVisible();
  await expectNoSidewaysScroll(page);

  const plain = await withoutScript(browser, path);
  await expect(plain.page.getByTestId("capacity").getByText(CONTACT)).toBeVisible();
  await plain.close();
});

test("an open event with seats left does not show the contact line", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "자리 있는 모임",
    event_date: daysFromNow(5),
    max_participants: 2,
    contact: CONTACT,
  });
  await submitResponse(request, event.id, { name: "민지", password: "1234", status: "attending" });
  await openInvite(page, `/events/${event.id}/public`);
  await expect(page.getByTestId("attending-count")).toHaveText("1 / 2");
  await expect(page.getByTestId("response-form")).toBeVisible();
  await expect(page.getByText("주최자 연락처")).toHaveCount(0);
  await expect(page.getByText("010-1234-5678", { exact: false })).toHaveCount(0);
});
