import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, join, openInvite, participant } from "../support/e2e/invite";

test("@phone a waiting invitee sees their place move live and is told of the promotion", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "정원 1명 원데이 클래스",
    event_date: daysFromNow(7),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "첫손님",
    password: "first1",
    status: "attending",
  });
  await submitResponse(request, event.id, {
    name: "대기자A",
    password: "waitA1",
    status: "waiting",
  });

  // The waiting invitee, on a phone: the event is full, so only 대기 is offered.
  const mine = await browser.newContext();
  const page = await mine.newPage();
  await openInvite(page, `/events/${event.id}/public`);
  await expect(page.getByTestId("attending-count")).toHaveText("1 / 1");
  await expect(form(page).getByRole("radio")).toHaveCount(1);
  await expect(form(page).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  await expect(form(page).getByRole("radio", { name: "참석" })).toHaveCount(0);
  await join(page, "나대기", "mine12", "대기 신청하기");
  await expect(form(page).getByTestId("form-outcome")).toContainText("대기 2번째");
  await expect(page.getByTestId("queue-position")).toHaveText("대기 2번째");
  await expect(participant(page, "나대기")).toHaveAttribute("data-status", "waiting");

  // Someone else, in a second browser: the attendee cancels; 대기자A gets the seat.
  const others = await browser.newContext();
  const other = await others.newPage();
  await openInvite(other, `/events/${event.id}/public`);
  await form(other).getByRole("link", { name: "응답 취소" }).click();
  await join(other, "첫손님", "first1", "응답 취소하기");
  // Not told who got the seat: the list says so, to everyone alike.
  await expect(form(other).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");
  await expect(participant(other, "대기자A")).toHaveAttribute("data-status", "attending");

  // The first page, without a reload, moves up one place, in the panel and the form alike.
  await expect(page.getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(form(page).getByTestId("form-outcome")).toContainText("대기 1번째");
  await expect(participant(page, "대기자A")).toHaveAttribute("data-status", "attending");

  // 대기자A cancels too: now it is this invitee's turn.
  await form(other).getByRole("link", { name: "응답 취소" }).click();
  await join(other, "대기자A", "waitA1", "응답 취소하기");
  await expect(page.getByTestId("promotion-notice")).toContainText(
    "나대기님, 참석이 확정되었습니다!",
  );
  await expect(page.getByTestId("queue-position")).toHaveCount(0);
  await expect(form(page).getByTestId("form-outcome")).toHaveCount(0);
  await expect(participant(page, "나대기")).toHaveAttribute("data-status", "attending");
  await expect(page.getByTestId("my-response")).toContainText("참석이 확정되었습니다.");
  await expect(page.getByTestId("attending-count")).toHaveText("1 / 1");
  await others.close();
  await mine.close();
});

test("the offered status follows the event filling up while the form is open", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "마지막 한 자리",
    event_date: daysFromNow(3),
    max_participants: 1,
  });
  await openInvite(page, `/events/${event.id}/public`);
  await expect(form(page).getByRole("radio", { name: "참석" })).toBeChecked();
  await form(page).getByLabel("이름", { exact: true }).fill("느긋한 사람");

  // Someone else takes the last seat while this form is open.
  await submitResponse(request, event.id, {
    name: "빠른 사람",
    password: "fast1",
    status: "attending",
  });
  await expect(form(page).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  await expect(form(page).getByRole("radio", { name: "참석" })).toHaveCount(0);
  await expect(form(page).getByTestId("seat-hint")).toContainText("정원이 다 찼습니다");
  await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("느긋한 사람");

  await form(page).getByLabel("비밀번호", { exact: true }).fill("slow1");
  await form(page).getByRole("button", { name: "대기 신청하기" }).click();
  await expect(page.getByTestId("queue-position")).toHaveText("대기 1번째");

  // The seat frees up again (someone leaves): the offer goes back to 참석 for the next person,
  // and this invitee, first in line, is promoted.
  const res = await request.delete(
    `/api/v1/events/${event.id}/delete?name=${encodeURIComponent("빠른 사람")}&password=fast1`,
  );
  expect((await res.json()).message).toContain("promoted");
  await expect(page.getByTestId("promotion-notice")).toBeVisible();
  // Its waiting place is gone from the form's confirmation too; the next person's form
  // offers the queue again (the seat went to this invitee).
  await expect(form(page).getByTestId("form-outcome")).toHaveCount(0);
  await form(page).getByRole("button", { name: "다른 이름으로 신청하기" }).click();
  await expect(form(page).getByRole("radio", { name: "대기 신청" })).toBeChecked();
});

test("an edit while the event is full offers 대기 신청, not 참석, and queues", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "꽉 찬 모임",
    event_date: daysFromNow(3),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "자리주인",
    password: "owner1",
    status: "attending",
  });
  await submitResponse(request, event.id, { name: "고민중", password: "maybe1", status: "maybe" });
  await openInvite(page, `/events/${event.id}/public`);
  await participant(page, "고민중").getByRole("link", { name: "고민중 응답 수정" }).click();
  // Full: the seat option of an edit is 대기 신청, not 참석.
  await expect(form(page).getByRole("radio", { name: "참석" })).toHaveCount(0);
  await form(page).getByRole("radio", { name: "대기 신청" }).check();
  await form(page).getByLabel("비밀번호", { exact: true }).fill("maybe1");
  await form(page).getByRole("button", { name: "응답 수정하기" }).click();
  await expect(form(page).getByTestId("form-outcome")).toContainText("대기 1번째");
  await expect(page.getByTestId("queue-position")).toHaveText("대기 1번째");
});
