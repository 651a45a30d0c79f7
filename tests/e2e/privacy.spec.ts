import { type Browser, expect, test } from "@playwright/test";
import { createEvent, newOrganiser } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { form, openInvite } from "../support/e2e/invite";
import { expectNoSidewaysScroll } from "../support/e2e/layout";

// Issue 53, decision 0065: an invitee on a phone reads, under the form, what is kept and until
// when, follows the link to the policy and reads it, in their browser's language. The local
// installation has no PRIVACY_CONTACT, and /privacy says so; RETENTION_DAYS is the default 30.

/** A phone at 390 px whose browser asks for `locale`. */
const phone = (browser: Browser, locale: string) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId: "Asia/Seoul",
  });

const READERS = [
  {
    language: "ko",
    locale: "ko-KR",
    notice: "모임 날(2031년 5월 17일)로부터 14일이 지나면 모두 지워져요.",
    link: "개인정보 처리방침",
    unset: "이 설치본의 운영자가 이름과 연락처(PRIVACY_CONTACT)를 아직 정하지 않았어요.",
    retention: "이 서비스에서는 길어야 30일이에요.",
  },
  {
    language: "en",
    locale: "en-US",
    notice: "It's all deleted 14 days after the event (May 17, 2031).",
    link: "Privacy policy",
    unset: "The operator of this installation has not given their name and contact",
    retention: "at most 30 days on this service.",
  },
];

for (const reader of READERS) {
  test(`an invitee reads the notice under the form and follows it to the policy, in ${reader.language}`, async ({
    browser,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    // 18:00 on 17 May 2031 in Seoul.
    const event = await createEvent(request, organiser, {
      title: "개인정보 안내 모임",
      event_date: "2031-05-17T09:00:00.000Z",
      retention_days: 14,
    });
    const context = await phone(browser, reader.locale);
    const page = await context.newPage();
    await openInvite(page, `/events/${event.id}/public`);

    const notice = form(page).getByTestId("privacy-notice");
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reader.notice);

    await notice.getByRole("link", { name: reader.link }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", reader.language);
    const policy = page.getByTestId("privacy-policy");
    await expect(policy.getByRole("heading", { level: 1, name: reader.link })).toBeVisible();
    await expect(policy).toContainText(reader.unset);
    await expect(policy).toContainText(reader.retention);
    await expectNoSidewaysScroll(page);
    expect(await axeProblems(page, `/privacy in ${reader.language}`)).toEqual([]);
    await context.close();
  });
}
