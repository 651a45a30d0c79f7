import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { exportedCsv } from "../support/e2e/csv";
import { form, openInvite, participant, responseItem } from "../support/e2e/invite";
import { expectNoSidewaysScroll, expectWithinWidth } from "../support/e2e/layout";

/**
 * Guests (decision 0021): a response holds its person and the guests they bring, the
 * maximum counts those seats, a party attends or waits whole, and the queue keeps its order.
 */

/** Answers the invite page's form: guests by their '동반 인원' button, then the submit button. */
async function answer(
  page: Page,
  {
    name,
    password,
    guests,
    button,
  }: { name: string; password?: string; guests: string; button: string },
) {
  await form(page).getByLabel("이름", { exact: true }).fill(name);
  // Without one: a change from '내 응답', which goes with the key this browser keeps.
  if (password === undefined) {
    await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveCount(0);
  } else {
    await form(page).getByLabel("비밀번호", { exact: true }).fill(password);
  }
  await form(page).getByTestId("guests-field").getByRole("radio", { name: guests }).check();
  await form(page).getByRole("button", { name: button }).click();
}

const mine = (page: Page, name: string) =>
  page.getByTestId("my-response").filter({ has: page.getByText(name, { exact: true }) });
/** The organiser's only event, as the API lists it. */
async function onlyEventOf(request: APIRequestContext, organiser: Organiser) {
  const res = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const { data } = (await res.json()) as { data: { id: string; max_guests: number }[] };
  expect(data).toHaveLength(1);
  return data[0] as { id: string; max_guests: number };
}

test("parties attend or wait whole, the queue keeps its order, and every page counts people", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Three browsers and a dozen live updates, on a slow machine.
  const organiser = await newOrganiser(request, "김주최");

  // The organiser opens an event of 5 seats to up to 3 guests each, in the dashboard's dialog.
  await signInAs(page, organiser);
  await page.goto("/");
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill("동반 가능 저녁 모임");
  await dialog.getByLabel("모임 일시").fill("2031-05-09T19:00");
  await dialog.getByLabel("최대 참석자 수").fill("5");
  await dialog.getByLabel("동반 인원").selectOption("3");
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();
  const event = await onlyEventOf(request, organiser);
  expect(event.max_guests).toBe(3);
  const invite = `/events/${event.id}/public`;

  // 민지, on a phone, brings two: three of the five seats.
  const minjiPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const minji = await minjiPhone.newPage();
  await openInvite(minji, invite);
  const choices = await form(minji)
    .getByTestId("guests-field")
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute("aria-label")));
  expect(choices).toEqual(["없음", "1명", "2명", "3명"]);
  await expect(minji.getByTestId("queue-rule")).toBeVisible();
  await answer(minji, { name: "민지", password: "minji1", guests: "2명", button: "참석 신청하기" });
  await expect(form(minji).getByTestId("form-outcome")).toContainText("참석이 등록되었습니다.");
  await expect(minji.getByTestId("attending-count")).toHaveText("3 / 5");
  await expect(minji.getByTestId("capacity")).toContainText("(동반 2명 포함)");
  await expect(participant(minji, "민지").getByTestId("guests")).toHaveText("동반 2명");

  // 하준's party of three does not fit the two seats left: the form offers the queue, says why,
  // and the party waits whole.
  const friends = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await friends.newPage();
  await openInvite(other, invite);
  await form(other).getByTestId("guests-field").getByRole("radio", { name: "2명" }).check();
  await expect(form(other).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  await expect(form(other).getByRole("radio", { name: "참석" })).toHaveCount(0);
  await expect(form(other).getByTestId("seat-hint")).toContainText(
    "남은 2자리로는 일행 3명이 함께 들어갈 수 없습니다.",
  );
  // The choice of guests and the reason lie whole on a phone's screen.
  await expectWithinWidth(
    other,
    form(other).getByTestId("guests-field").or(form(other).getByTestId("seat-hint")),
  );
  await answer(other, { name: "하준", password: "hajun1", guests: "2명", button: "대기 신청하기" });
  await expect(mine(other, "하준").getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(mine(other, "하준")).toContainText(
    "일행 3명의 자리가 모두 나면 바로 참석으로 바뀝니다.",
  );

  // 서연 comes alone: one seat would do, but nobody passes the party ahead.
  await other.getByRole("button", { name: "다른 이름으로 신청하기" }).click();
  await form(other).getByTestId("guests-field").getByRole("radio", { name: "없음" }).check();
  await expect(form(other).getByRole("radio", { name: "대기 신청" })).toBeChecked();
  await expect(form(other).getByTestId("seat-hint")).toContainText(
    "먼저 기다리는 사람이 있습니다.",
  );
  await answer(other, {
    name: "서연",
    password: "seoyeon1",
    guests: "없음",
    button: "대기 신청하기",
  });
  await expect(mine(other, "서연").getByTestId("queue-position")).toHaveText("대기 2번째");
  await expect(mine(other, "서연")).toContainText("앞에 1팀(3명)이 기다리고 있어요.");
  await expect(participant(minji, "하준")).toHaveAttribute("data-status", "waiting");
  await expect(participant(minji, "서연")).toHaveAttribute("data-status", "waiting");
  await expect(minji.getByTestId("attending-count")).toHaveText("3 / 5");

  // The invite page on a phone, with guests and a queue, scrolls only downwards.
  await expectNoSidewaysScroll(other);

  // The simple participants page counts people too, waiting ones with their guests.
  await page.goto(`/events/${event.id}/participants`);
  await expect(page.getByTestId("attending-count")).toHaveText(
    "참석 3 / 5 (동반 2명 포함) · 대기 4 (동반 2명 포함)",
  );

  // The organiser's responses page counts people: 3 of 5 with 2 guests; 2 waiting, 4 people.
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(page.getByTestId("stat-attending")).toHaveText("3 / 5");
  await expect(page.getByTestId("stat-attending-guests")).toHaveText("동반 2명 포함");
  await expect(page.getByTestId("stat-waiting")).toHaveText("4");
  await expect(page.getByTestId("stat-waiting-guests")).toHaveText("동반 2명 포함");
  await expect(responseItem(page, "하준").getByTestId("response-guests")).toHaveText("동반 2명");
  await expect(responseItem(page, "서연").getByTestId("response-guests")).toHaveCount(0);

  // 민지 brings one fewer: three seats free, and the party at the head (하준's three) gets in
  // whole; 서연 is next, the seats all taken.
  await minji.getByRole("button", { name: "내 응답 수정: 민지" }).click();
  await expect(
    form(minji).getByTestId("guests-field").getByRole("radio", { name: "2명" }),
  ).toBeChecked();
  await answer(minji, { name: "민지", guests: "1명", button: "응답 수정하기" });
  await expect(form(minji).getByTestId("form-outcome")).toContainText(
    "대기 중이던 하준님이 참석으로 확정되었습니다.",
  );
  await expect(other.getByTestId("promotion-notice")).toContainText(
    "하준님, 참석이 확정되었습니다!",
  );
  await expect(mine(other, "서연").getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(mine(other, "서연")).toContainText("다음 자리가 나면 바로 참석으로 바뀝니다.");
  await expect(minji.getByTestId("attending-count")).toHaveText("5 / 5");
  await expect(minji.getByTestId("capacity")).toContainText("(동반 3명 포함)");
  await expect(page.getByTestId("stat-attending")).toHaveText("5 / 5");
  await expect(page.getByTestId("stat-attending-guests")).toHaveText("동반 3명 포함");
  await expect(page.getByTestId("stat-waiting")).toHaveText("1");
  await expect(page.getByTestId("stat-waiting-guests")).toHaveCount(0);
  await expect(responseItem(page, "민지").getByTestId("response-guests")).toHaveText("동반 1명");

  // 하준's party cancels: 서연 gets in.
  // From '내 응답', with the key this browser keeps: no password asked.
  await other.getByRole("button", { name: "내 응답 취소: 하준" }).click();
  await expect(form(other).getByLabel("비밀번호", { exact: true })).toHaveCount(0);
  await form(other).getByRole("button", { name: "응답 취소하기" }).click();
  // The one who cancelled is not told who got the seat; 서연's own '내 응답' is.
  await expect(form(other).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");
  await expect(other.getByTestId("promotion-notice")).toContainText("서연님");
  await expect(minji.getByTestId("attending-count")).toHaveText("3 / 5");
  await expect(minji.getByTestId("capacity")).toContainText("(동반 1명 포함)");
  await expect(page.getByTestId("stat-attending")).toHaveText("3 / 5");
  await expect(page.getByTestId("stat-attending-guests")).toHaveText("동반 1명 포함");
  await expect(page.getByTestId("stat-waiting")).toHaveText("0");

  // The CSV has each response's guests, so a spreadsheet adds up the same 3 people.
  const { lines } = await exportedCsv(page);
  expect(lines[0]).toBe(
    "이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리",
  );
  expect(lines.slice(1, 3).map((line) => line.split(",").slice(0, 3))).toEqual([
    ["민지", "참석", "1"],
    ["서연", "참석", "0"],
  ]);

  // The dashboard's live counts say the same.
  await page.goto("/");
  await expect(page.getByTestId("live-counts").first()).toContainText("참석 3/5");
  await expect(page.getByTestId("live-counts-guests").first()).toHaveText("(동반 1명 포함)");
  await friends.close();
  await minjiPhone.close();
});

test("more guests need free seats; fewer are always let go", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "자리 넉넉하지 않은 모임",
    event_date: daysFromNow(5),
    max_participants: 3,
  });
  // Guests are turned on after the event was made, in an edit.
  const edited = await request.put(`/api/v1/events/${event.id}`, {
    data: { max_guests: 2 },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(edited.ok()).toBe(true);
  await submitResponse(request, event.id, {
    name: "먼저온",
    password: "first1",
    status: "attending",
  });

  await openInvite(page, `/events/${event.id}/public`);
  await answer(page, { name: "지우", password: "jiwoo1", guests: "1명", button: "참석 신청하기" });
  await expect(page.getByTestId("attending-count")).toHaveText("3 / 3");

  // One more guest would need a seat; none is left: refused at the guests, nothing changes.
  await page.getByRole("button", { name: "내 응답 수정: 지우" }).click();
  await answer(page, { name: "지우", guests: "2명", button: "응답 수정하기" });
  await expect(form(page).getByTestId("form-problem")).toHaveText(
    "자리가 부족해 동반 인원을 늘릴 수 없어요.",
  );
  await expect(
    form(page).getByTestId("guests-field").getByRole("radio", { name: "2명" }),
  ).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("attending-count")).toHaveText("3 / 3");
  await expect(participant(page, "지우").getByTestId("guests")).toHaveText("동반 1명");

  // Coming alone instead frees the seat.
  await answer(page, { name: "지우", guests: "없음", button: "응답 수정하기" });
  await expect(form(page).getByTestId("form-outcome")).toContainText("응답이 수정되었습니다.");
  await expect(page.getByTestId("attending-count")).toHaveText("2 / 3");
  await expect(participant(page, "지우").getByTestId("guests")).toHaveCount(0);
});
