import { type APIRequestContext, expect, test } from "@playwright/test";
import type { SeriesPublic } from "#contract/series";
import { daysFromNow, newOrganiser, type Organiser, signInAs } from "../support/e2e/api";
import { form, myResponse, openInvite, participant, responseItem } from "../support/e2e/invite";
import {
  followMailLink,
  linkIn,
  mailAbout,
  newAddress,
  type OutboxMail,
} from "../support/e2e/mail";
import { linksIn } from "../support/mail-links";

// Decision 0069, the invitee's side: an organiser makes a weekly series; a member opens the
// group's link on a phone, answers '매번 참석' on its first meeting with a mail address she
// verifies; the next meeting lists her as attending; she skips it from its mail ('이번엔 못
// 가요'), and the organiser, watching that meeting's responses, sees it at once.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A weekly series of three through the API, with its occurrences, soonest first. */
async function weeklySeries(request: APIRequestContext, organiser: Organiser) {
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const made = await request.post("/api/v1/events/", {
    headers: auth,
    data: {
      title: "수요 저녁 러닝",
      event_date: daysFromNow(2),
      recurrence: "FREQ=WEEKLY;COUNT=3",
      max_participants: 10,
    },
  });
  expect(made.status()).toBe(201);
  const { series_id } = (await made.json()) as { series_id: string };
  const read = await request.get(`/api/v1/series/${series_id}`, { headers: auth });
  const series = (await read.json()) as SeriesPublic;
  return { id: series_id, occurrences: series.occurrences.map((o) => o.id) };
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
  const series = await weeklySeries(request, organiser);
  const [first, second] = series.occurrences as [string, string];

  // On her phone, the group's link opens the first meeting, '다음 일정' under it.
  const phone = await browser.newContext(PHONE);
  const member = await phone.newPage();
  await openInvite(member, `/series/${series.id}`);
  await expect(member.getByTestId("series-dates").getByRole("link")).toHaveCount(2);
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

  // The organiser watches that meeting's responses.
  const desk = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const organiserPage = await desk.newPage();
  await signInAs(organiserPage, organiser);
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
