import { devices, expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { form, openInvite, participant, tookOver } from "../support/e2e/invite";
import { TAKEOVER_MS } from "../support/e2e/takeover";

/**
 * '내 응답 링크': after responding, a private link opens the response on another device, ready
 * to change or cancel without the password.
 */
test("@phone a personal link changes the answer on another phone, and a new password stops it", async ({
  page,
  context,
  browser,
  request,
}) => {
  // A whole journey over three pages on two phones: under a full CI run it takes about a minute.
  test.setTimeout(120_000);
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "링크로 바꾸는 모임",
    event_date: daysFromNow(4),
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openInvite(page, `/events/${event.id}/public`);
  await form(page).getByLabel("이름", { exact: true }).fill("지우");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("pass1");
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");

  // This phone made the response and keeps its link's key (decision 0018); forgotten here, the
  // link asks for the password once (not kept), then is kept again and can be copied.
  const panel = page.getByTestId("my-responses");
  await panel.getByTestId("kept-key").getByRole("button", { name: "이 기기에서 지우기" }).click();
  await expect(panel.getByTestId("kept-key")).toHaveCount(0);
  await panel.getByRole("button", { name: "내 응답 링크" }).click();
  const box = panel.getByTestId("my-response-link");
  await box.getByLabel("비밀번호").fill("wrong1");
  await box.getByRole("button", { name: "링크 만들기" }).click();
  await expect(box.getByRole("alert")).toHaveText("비밀번호가 올바르지 않습니다.");
  await box.getByLabel("비밀번호").fill("pass1");
  await box.getByRole("button", { name: "링크 만들기" }).click();
  const shown = box.getByRole("textbox", { name: "내 응답 링크" });
  await expect(shown).toHaveValue(new RegExp(`/events/${event.id}/public#key=[A-Za-z0-9_-]{43}$`));
  const link = await shown.inputValue();
  await box.getByRole("button", { name: "링크 복사" }).click();
  await expect(box.getByRole("button", { name: "복사했습니다" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Another phone opens it: the form is for 지우's answer, with no password asked.
  const other = await browser.newContext({ ...devices["Pixel 7"] });
  const phone = await other.newPage();
  const keyInRequests: string[] = [];
  phone.on("request", (sent) => {
    if (sent.url().includes(link.split("#key=")[1] ?? "-")) keyInRequests.push(sent.url());
  });
  // Opened cold, as from a chat app: the link is read once the app has taken over.
  await openInvite(phone, link);
  await expect(form(phone)).toHaveAttribute("data-mode", "edit");
  await expect(form(phone).getByTestId("opened-by-link")).toBeVisible();
  await expect(form(phone).getByLabel("이름", { exact: true })).toHaveValue("지우");
  await expect(form(phone).getByLabel("비밀번호", { exact: true })).toHaveCount(0);
  // The key left the address bar once read: copying the page's address passes on the invite,
  // not the right to change 지우's answer. A reload of that address still opens it (this tab
  // kept the key), and the address stays clean.
  const invite = new URL(`/events/${event.id}/public`, link).href;
  expect(phone.url()).toBe(invite);
  expect(await phone.evaluate(() => location.href)).not.toContain("key=");
  await phone.reload();
  await tookOver(phone);
  await expect(form(phone).getByTestId("opened-by-link")).toBeVisible();
  await expect(form(phone).getByLabel("이름", { exact: true })).toHaveValue("지우");
  expect(phone.url()).toBe(invite);
  await form(phone).getByRole("radio", { name: "미정" }).check();
  await form(phone).getByRole("button", { name: "응답 수정하기" }).click();
  await expect(form(phone).getByTestId("form-outcome")).toHaveText("응답이 수정되었습니다. (미정)");
  await expect(participant(page, "지우")).toHaveAttribute("data-status", "maybe");

  // Cancelling through the link is refused once the password changed (here, on this phone).
  await form(phone).getByRole("link", { name: "응답 취소" }).click();
  await expect(form(phone).getByTestId("opened-by-link")).toBeVisible();
  // This phone keeps the key again: its change asks for no password either.
  await panel.getByRole("button", { name: "내 응답 수정: 지우" }).click();
  await expect(form(page).getByTestId("opened-by-link")).toBeVisible();
  await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveCount(0);
  await form(page).getByLabel("새 비밀번호").fill("pass9");
  await form(page).getByRole("button", { name: "응답 수정하기" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("응답이 수정되었습니다. (미정)");
  await form(phone).getByRole("button", { name: "응답 취소하기" }).click();
  await expect(form(phone).getByTestId("form-problem")).toHaveText(
    /^이 응답 링크는 더 이상 열리지 않습니다/,
  );
  await expect(participant(page, "지우")).toBeVisible();
  // The key went only in a header, never in an address.
  expect(keyInRequests).toEqual([]);

  // The link opens nothing any more, and says so; the new password still works.
  const later = await other.newPage();
  // Its word is a toast of a few seconds, so it is watched for from the start, not after the
  // page goes live.
  await later.goto(link);
  await expect(
    later.getByRole("alert").filter({ hasText: "이 응답 링크는 더 이상 열리지 않습니다" }),
  ).toBeVisible({ timeout: TAKEOVER_MS });
  await expect(form(later)).toHaveAttribute("data-mode", "new");
  expect(later.url()).toBe(invite);
  await form(page).getByRole("link", { name: "응답 취소" }).click();
  await form(page).getByLabel("이름", { exact: true }).fill("지우");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("pass9");
  await form(page).getByRole("button", { name: "응답 취소하기" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");
  await expect(participant(page, "지우")).toHaveCount(0);
  await other.close();
});
