import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { openInvite } from "../support/e2e/invite";

async function inviteWithGuest(request: Parameters<typeof newOrganiser>[0]) {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "글꼴이 바뀌지 않는 첫 화면",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, { name: "하린", password: "1234", status: "attending" });
  return `/events/${event.id}/public`;
}

const usesWebFont = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('"Pretendard'));

test("a first visit reads in the system font while Pretendard arrives, and switches at the next page", async ({
  page,
  request,
}) => {
  const path = await inviteWithGuest(request);
  const slice = page.waitForResponse((res) =>
    /PretendardVariable\.subset\.\d+-.*\.woff2$/.test(res.url()),
  );
  await openInvite(page, path);
  expect((await slice).ok()).toBe(true);
  // The slices are in and remembered, yet the text being read does not change font. The app
  // remembers the font in the same step that would switch a returning browser's page
  // (web/lib/web-font.ts): from here on the page would already be in Pretendard.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("moim:web-font"))).toBe("1");
  expect(await page.evaluate(() => document.fonts.check('1em "Pretendard Variable"', "모임"))).toBe(
    true,
  );
  await expect(page.locator("html")).not.toHaveClass(/web-font/);
  expect(await usesWebFont(page)).toBe(false);

  await page.getByRole("link", { name: "모임 RSVP 소개" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveClass(/web-font/);
  expect(await usesWebFont(page)).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('1em "Pretendard Variable"', "모임"))).toBe(
    true,
  );
});

test("a browser that has fetched the font before shows it on the page it opens", async ({
  page,
  request,
}) => {
  const path = await inviteWithGuest(request);
  await page.addInitScript(() => localStorage.setItem("moim:web-font", "1"));
  await openInvite(page, path);
  await expect(page.locator("html")).toHaveClass(/web-font/);
  expect(await usesWebFont(page)).toBe(true);
});
