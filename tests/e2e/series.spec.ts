import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { SeriesPublic } from "#contract/series";
import { newOrganiser, type Organiser, signInAs } from "../support/e2e/api";
import { form, myResponse, openInvite, participant, responseItem } from "../support/e2e/invite";
import {
  followMailLink,
  linkIn,
  mailAbout,
  newAddress,
  type OutboxMail,
} from "../support/e2e/mail";
import { linksIn } from "../support/mail-links";

// Decision 0069, at 390 px: an organiser makes a weekly series in the dialog; a member opens the
// group's link on a phone, answers '매번 참석' on its first meeting with a mail address she
// verifies; the next meeting lists her as attending; she skips it from its mail ('이번엔 못
// 가요'), and the organiser, watching that meeting's responses, sees it at once.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A day ahead on Seoul's clock, as the dialog's '모임 일시' takes it ('2026-12-02T19:30'). */
function kstInput(daysAhead: number) {
  const seoul = new Date(Date.now() + daysAhead * 86_400_000 + 9 * 3_600_000);
  return `${seoul.toISOString().slice(0, 10)}T19:30`;
}

/**
 * On the organiser's phone: a weekly series made in the dialog, its next dates shown before
 * saving; then its page, found from the dashboard's '반복 모임'. Its occurrences, soonest first.
 */
async function weeklySeriesInTheDialog(
  page: Page,
  request: APIRequestContext,
  organiser: Organiser,
) {
  await page.goto("/");
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill("수요 저녁 러닝");
  await dialog.getByLabel("모임 일시").fill(kstInput(2));
  await dialog.getByLabel("최대 참석자 수").fill("10");
  await dialog.getByLabel("반복").selectOption({ label: "매주" });
  const preview = dialog.getByTestId("repeat-preview");
  await expect(preview.getByRole("listitem")).toHaveCount(8);
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();
  // The dashboard shows the series once, in words with its time.
  const cards = page.getByRole("list", { name: "반복 모임" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("오후 7:30");
  await cards.first().getByRole("link", { name: "수요 저녁 러닝" }).click();
  await expect(page).toHaveURL(/\/series\/[0-9a-f-]{36}\/manage$/);
  const id = /\/series\/([0-9a-f-]{36})\/manage$/.exec(page.url())?.[1] ?? "";
  const read = await request.get(`/api/v1/series/${id}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const series = (await read.json()) as SeriesPublic;
  return { id, occurrences: series.occurrences.map((o) => o.id) };
}

/** The mail telling `address` of the standing answer made on `eventId`, waited for. */
async function standingMailFor(request: APIRequestContext, address: string, eventId: string) {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/utils/outbox?limit=1000");
      const { data } = (await res.json()) as { data: OutboxMail[] };
      found = data.find(
        (mail) =>
          mail.to === address &&
          mail.subject.includes("매번 참석으로 응답했어요") &&
          (linksIn(mail)["초대 페이지 열기"] ?? "").includes(`/events/${eventId}/public`),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMail;
}

test("a member answers '매번 참석' from the group's link, is listed on the next meeting and skips it from its mail, which the organiser sees live", async ({
  browser,
  request,
}) => {
  test.slow(); // Three browsers, the outbox read several times.
  const organiser = await newOrganiser(request);
  const desk = await browser.newContext(PHONE);
  const organiserPage = await desk.newPage();
  await signInAs(organiserPage, organiser);
  const series = await weeklySeriesInTheDialog(organiserPage, request, organiser);
  const [first, second] = series.occurrences as [string, string];

  // On her phone, the group's link opens the first meeting, '다음 일정' under it.
  const phone = await browser.newContext(PHONE);
  const member = await phone.newPage();
  await openInvite(member, `/series/${series.id}`);
  await expect(member.getByTestId("series-dates").getByRole("link")).toHaveCount(
    series.occurrences.length - 1,
  );
  const address = newAddress("runner");
  await form(member).getByLabel("이름", { exact: true }).fill("민지");
  await form(member).getByLabel("비밀번호", { exact: true }).fill("run123");
  await form(member).getByLabel("매번 참석").check();
  await form(member).getByLabel("자리가 나거나 일정이 바뀌면 알려드릴 이메일").fill(address);
  await form(member).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(myResponse(member, "민지").getByTestId("standing-controls")).toContainText(
    "매번 참석 중",
  );

  // Her mail app proves the address: the later meetings she is answered on are told by mail.
  const mailApp = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const reader = await mailApp.newPage();
  const verification = await mailAbout(request, address, "이메일 확인");
  await followMailLink(reader, linkIn(verification, "이메일 확인"), "이메일 확인");

  // The next meeting lists her as attending.
  await openInvite(member, `/events/${second}/public`);
  await expect(participant(member, "민지")).toContainText("참석");

  // The organiser watches that meeting's responses, on her phone too.
  await organiserPage.goto(`/events/${second}/responses`);
  await expect(responseItem(organiserPage, "민지")).toContainText("참석");

  // She can't make it: '이번엔 못 가요' from that meeting's mail, without JavaScript.
  const mail = await standingMailFor(request, address, second);
  await reader.goto(new URL(linkIn(mail, "이번엔 못 가요")).pathname);
  await reader.getByRole("button", { name: "이번엔 못 가요" }).click();
  await expect(reader.getByText("모임은 불참으로 바꿨어요")).toBeVisible();
  await expect(responseItem(organiserPage, "민지")).toContainText("불참");

  // The first meeting keeps her, and the standing answer goes on.
  await openInvite(member, `/events/${first}/public`);
  await expect(myResponse(member, "민지").getByTestId("standing-controls")).toContainText(
    "매번 참석 중",
  );
  await expect(participant(member, "민지")).toContainText("참석");
});
