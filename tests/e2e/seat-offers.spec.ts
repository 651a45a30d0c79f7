import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  daysFromNow,
  newOrganiser,
  type Organiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import {
  form,
  join,
  myResponse,
  openInvite,
  participant,
  responseItem,
} from "../support/e2e/invite";

// Decision 0022: a freed seat offered to the head of the queue for a while. The
// browser tests' server makes an offer hour last five seconds (playwright.config.ts), so 72 hours
// leave six minutes to accept and two hours lapse in ten seconds.

/** An offer's deadline as the pages write it: '11월 27일 오후 3:00까지'. */
const DEADLINE = /\d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}까지/;

/** A response on the organiser's responses page, by name. */
/** An event that offers freed seats, made through the API (the first journey uses the form). */
async function offerEvent(
  request: APIRequestContext,
  organiser: Organiser,
  title: string,
  offerHours: number,
): Promise<{ id: string }> {
  const res = await request.post("/api/v1/events/", {
    data: {
      title,
      event_date: daysFromNow(5),
      max_participants: 1,
      promotion: "offer",
      offer_hours: offerHours,
    },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

test("an organiser makes an event that offers seats; the next in line accepts hers live", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // Three browsers and a dozen live updates, on a slow machine.
  // The organiser creates the event through the form: one seat, offered for 72 hours.
  const organiser = await newOrganiser(request);
  await signInAs(page, organiser);
  await page.goto("/");
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill("자리 제안 원데이 클래스");
  await dialog.getByLabel("모임 일시").fill("2031-05-10T14:00");
  await expect(dialog.getByText("빈자리 채우기")).toHaveCount(0);
  await dialog.getByLabel("최대 참석자 수").fill("1");
  await dialog.getByLabel("자리 제안").check();
  await dialog.getByLabel("확정 기한 (시간)").fill("72");
  await expect(dialog.getByText("72시간 안에 참석을 확정하지 않으면")).toBeVisible();
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();
  const listed = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [event] = (await listed.json()).data as {
    id: string;
    promotion: string;
    offer_hours: number;
  }[];
  expect(event).toMatchObject({ promotion: "offer", offer_hours: 72 });
  const invite = `/events/${event?.id}/public`;

  // Invitee A takes the seat; invitee B, in a browser of her own, joins the queue.
  const aContext = await browser.newContext();
  const a = await aContext.newPage();
  await openInvite(a, invite);
  await join(a, "가은", "gaeun1", "참석 신청하기");
  await expect(myResponse(a, "가은")).toContainText("참석이 확정되었습니다.");

  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  await openInvite(b, invite);
  await join(b, "보라", "bora12", "대기 신청하기");
  await expect(b.getByTestId("queue-position")).toHaveText("대기 1번째");

  // The organiser watches the responses page.
  await page.goto(`/events/${event?.id}/responses`);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(responseItem(page, "보라").getByTestId("response-status")).toHaveText("대기 1번째");
  await expect(page.getByTestId("stat-offered")).toHaveText("0");

  // A cancels: the seat is offered to B, not given.
  await form(a).getByRole("link", { name: "응답 취소" }).click();
  await join(a, "가은", "gaeun1", "응답 취소하기");
  // Not told whom the seat is offered to; the offer shows on B's page below.
  await expect(form(a).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");

  // B's page, without a reload: the offer, its deadline, and the seat held for her.
  const card = b.getByTestId("offer-card");
  await expect(card).toBeVisible();
  await expect(card.getByTestId("offer-deadline")).toHaveText(
    new RegExp(`^자리가 났어요! ${DEADLINE.source} 참석을 확정해 주세요\\.$`),
  );
  await expect(participant(b, "보라")).toHaveAttribute("data-status", "offered");
  await expect(participant(b, "보라")).toContainText(DEADLINE);
  await expect(b.getByTestId("capacity")).toContainText("제안 중 1명");

  // The organiser saw it too, live.
  await expect(responseItem(page, "보라").getByTestId("response-status")).toHaveText(
    new RegExp(`^자리 제안 중 · ${DEADLINE.source}$`),
  );
  await expect(page.getByTestId("stat-offered")).toHaveText("1");

  // B accepts in one tap: her browser made the response and keeps its key (decision 0018);
  // without it the form asks for the password (tests/web/invitee/seat-offers-invite.test.tsx).
  await expect(myResponse(b, "보라").getByTestId("kept-key")).toBeVisible();
  await card.getByRole("button", { name: "참석 확정" }).click();
  await expect(card).toHaveCount(0);
  await expect(form(b)).toHaveAttribute("data-mode", "new");
  await expect(myResponse(b, "보라")).toContainText("참석이 확정되었습니다.");
  await expect(participant(b, "보라")).toHaveAttribute("data-status", "attending");
  await expect(b.getByTestId("attending-count")).toHaveText("1 / 1");

  await expect(responseItem(page, "보라").getByTestId("response-status")).toHaveText("참석");
  await expect(page.getByTestId("stat-offered")).toHaveText("0");
  await expect(page.getByTestId("stat-attending")).toContainText("1");
  await aContext.close();
  await bContext.close();
});

test("an offer nobody answers lapses, and the seat is offered to the next in line", async ({
  browser,
  request,
}) => {
  test.slow(); // Two browsers, and ten seconds for the offer to lapse.
  const organiser = await newOrganiser(request);
  // Two offer hours: ten seconds here, room enough for a loaded machine to see each offer.
  const event = await offerEvent(request, organiser, "두 시간 안에 확정", 2);
  const invite = `/events/${event.id}/public`;
  await submitResponse(request, event.id, {
    name: "가은",
    password: "gaeun1",
    status: "attending",
  });

  // B and then C wait, each in a browser of their own.
  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  await openInvite(b, invite);
  await join(b, "보라", "bora12", "대기 신청하기");
  await expect(b.getByTestId("queue-position")).toHaveText("대기 1번째");
  const cContext = await browser.newContext();
  const c = await cContext.newPage();
  await openInvite(c, invite);
  await join(c, "채원", "chae12", "대기 신청하기");
  await expect(c.getByTestId("queue-position")).toHaveText("대기 2번째");

  // A leaves: B is offered the seat (for ten seconds here), and does nothing.
  const left = await request.delete(
    `/api/v1/events/${event.id}/delete?name=${encodeURIComponent("가은")}&password=gaeun1`,
  );
  expect(left.ok()).toBe(true);
  await expect(b.getByTestId("offer-card")).toBeVisible();
  await expect(c.getByTestId("queue-position")).toHaveText("대기 1번째");

  // The offer lapses by itself: B's response is not attending, read '제안 만료' (she never
  // declined), the offer gone, and C is offered the seat.
  await expect(b.getByTestId("offer-card")).toHaveCount(0, { timeout: 25_000 });
  await expect(participant(b, "보라")).toHaveAttribute("data-status", "not_attending");
  await expect(participant(b, "보라").locator("[data-status]")).toHaveText("제안 만료");
  await expect(myResponse(b, "보라").locator('[data-status="not_attending"]')).toHaveText(
    "제안 만료",
  );
  await expect(b.getByTestId("offer-lapsed")).toContainText(
    "참석 확정 기한이 지나 자리가 다음 순서로 넘어갔어요.",
  );
  await expect(participant(b, "채원")).toHaveAttribute("data-status", "offered");
  await expect(c.getByTestId("offer-card")).toBeVisible();
  await expect(c.getByTestId("offer-deadline")).toContainText("참석을 확정해 주세요.");

  // The organiser goes back to instant promotion: C's open offer becomes C's seat at once
  // (decision 0022), so nothing here lapses any more.
  const instant = await request.put(`/api/v1/events/${event.id}`, {
    data: { promotion: "instant" },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(instant.ok()).toBe(true);
  await expect(participant(c, "채원")).toHaveAttribute("data-status", "attending");
  await expect(c.getByTestId("offer-card")).toHaveCount(0);

  // B may join the queue again: the seat is C's, so B waits, first in line.
  await b.getByRole("button", { name: "다시 대기 신청" }).click();
  await expect(form(b).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  await form(b).getByLabel("비밀번호", { exact: true }).fill("bora12");
  await form(b).getByRole("button", { name: "응답 수정하기" }).click();
  await expect(b.getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(participant(b, "보라")).toHaveAttribute("data-status", "waiting");
  await bContext.close();
  await cContext.close();
});
