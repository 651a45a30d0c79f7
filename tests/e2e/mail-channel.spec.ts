import { type Browser, expect, test } from "@playwright/test";
import { oneSeatOffered, signInAs } from "../support/e2e/api";
import { form, myResponse, openInvite, responseItem } from "../support/e2e/invite";
import { followMailLink, linkIn, mailAbout, newAddress } from "../support/e2e/mail";
import { USER_AGENTS } from "../support/user-agents";

// Decision 0025: an invitee who opened the link in KakaoTalk's in-app browser (no Push API) joins
// the queue with a mail address, verifies it, is offered the freed seat by mail and accepts it
// from the mail's link with JavaScript off, as a phone's mail app opens it. The organiser sees
// that the invitee can be told and that the offer's notice was delivered.

/** A phone at 390 px with KakaoTalk's iPhone user agent, with or without JavaScript. */
const kakaoPhone = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: USER_AGENTS.kakaotalkIphone,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });

test("an invitee in KakaoTalk waits with a mail address, verifies it and takes the offered seat from the mail with JavaScript off", async ({
  browser,
  request,
}) => {
  test.slow(); // Three browsers, the outbox read five times.
  const { organiser, event } = await oneSeatOffered(request, "카톡 모임");

  // In KakaoTalk: the page offers the way out, and the form asks where to tell her.
  const phone = await kakaoPhone(browser, true);
  const invitee = await phone.newPage();
  await openInvite(invitee, `/events/${event.id}/public`);
  await expect(invitee.getByRole("link", { name: "다른 브라우저로 열기" })).toHaveAttribute(
    "href",
    /^kakaotalk:\/\/web\/openExternal\?url=/,
  );
  const address = newAddress("kakao");
  await form(invitee).getByLabel("이름", { exact: true }).fill("카톡이");
  await form(invitee).getByLabel("비밀번호", { exact: true }).fill("kakao1");
  await form(invitee).getByLabel("자리가 나거나 일정이 바뀌면 알려드릴 이메일").fill(address);
  await form(invitee).getByRole("button", { name: "대기 신청하기" }).click();
  await expect(myResponse(invitee, "카톡이")).toBeVisible();
  await expect(myResponse(invitee, "카톡이")).toContainText(address);

  // Her mail app opens the verification link: without JavaScript, one button.
  const mailApp = await kakaoPhone(browser, false);
  const reader = await mailApp.newPage();
  const verification = await mailAbout(request, address, "이메일 확인");
  await followMailLink(
    reader,
    linkIn(verification, "이메일 확인"),
    "이메일 확인",
    "알림 이메일로 연결할까요?",
  );

  // The organiser sees she can be told, and nothing of the address.
  const desk = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const organiserPage = await desk.newPage();
  await signInAs(organiserPage, organiser);
  await organiserPage.goto(`/events/${event.id}/responses`);
  await expect(responseItem(organiserPage, "카톡이").getByTestId("response-reach")).toHaveText([
    "알림: 이메일",
  ]);
  await expect(organiserPage.locator("body")).not.toContainText(address);

  // The seat frees: she is offered it by mail, and the organiser sees the notice delivered.
  const left = await request.delete(
    `/api/v1/events/${event.id}/delete?name=${encodeURIComponent("앞사람")}&password=1234`,
  );
  expect(left.ok()).toBe(true);
  const offer = await mailAbout(request, address, "자리가 났어요");
  await expect(responseItem(organiserPage, "카톡이")).toContainText("알림 전달됨");

  // She accepts from the mail, without JavaScript and without her password.
  await followMailLink(reader, linkIn(offer, "참석 확정"), "참석 확정", "참석을 확정할까요?");
  await expect(reader.getByText("참석이 확정되었어요")).toBeVisible();
  await expect(responseItem(organiserPage, "카톡이")).toContainText("참석");
  await expect(responseItem(organiserPage, "카톡이")).not.toContainText("알림 전달됨");
  // Her open page follows live.
  await expect(myResponse(invitee, "카톡이")).toContainText("참석");

  // The link is spent: pressing it again changes nothing and says why.
  await reader.goto(new URL(linkIn(offer, "참석 확정")).pathname);
  await expect(reader.getByText("이미 참석으로 확정되어 있어요")).toBeVisible();
  await reader.getByRole("link", { name: "초대 페이지로 가기" }).click();
  await expect(reader).toHaveURL(new RegExp(`/events/${event.id}/public$`));
  await Promise.all([phone.close(), mailApp.close(), desk.close()]);
});
