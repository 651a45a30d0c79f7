import { expect, test } from "@playwright/test";
import { daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, join, myResponse, openInvite, participant } from "../support/e2e/invite";
import { expectNoSidewaysScroll } from "../support/e2e/layout";

/**
 * A seat offer accepted from the phone that made the response (decision 0025): it kept the key of
 * the response's personal link when it signed up (decision 0018), so '참석 확정' is one tap,
 * never the password form; '내 응답' says the key is kept on this phone.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("an offer is accepted in one tap on the phone that joined the queue, at 390 px", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const created = await request.post("/api/v1/events/", {
    data: {
      title: "한 번에 확정",
      event_date: daysFromNow(5),
      max_participants: 1,
      promotion: "offer",
      offer_hours: 72,
    },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(created.ok()).toBe(true);
  const event: { id: string } = await created.json();
  await submitResponse(request, event.id, {
    name: "가은",
    password: "gaeun1",
    status: "attending",
  });

  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "보라", "bora12", "대기 신청하기");
  const mine = myResponse(page, "보라");
  await expect(mine.getByTestId("queue-position")).toHaveText("대기 1번째");
  // This phone keeps her response's key, and says what that means on a shared phone.
  await expect(mine.getByTestId("kept-key")).toContainText(
    "함께 쓰는 기기라면 누구나 바꿀 수 있어요.",
  );

  // 가은 leaves: the seat is offered to 보라, live.
  const left = await request.delete(`/api/v1/events/${event.id}/delete`, {
    data: { name: "가은", password: "gaeun1" },
  });
  expect(left.ok()).toBe(true);
  const card = mine.getByTestId("offer-card");
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);

  // One tap: no form, no password; the seat is hers.
  await card.getByRole("button", { name: "참석 확정" }).click();
  await expect(card).toHaveCount(0);
  await expect(mine).toContainText("참석이 확정되었습니다.");
  await expect(form(page)).toHaveAttribute("data-mode", "new");
  await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveCount(0);
  await expect(participant(page, "보라")).toHaveAttribute("data-status", "attending");
  const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
  expect(view.responses.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
    ["보라", "attending"],
  ]);
});
