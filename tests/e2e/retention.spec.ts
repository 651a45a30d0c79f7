import { expect, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { expectNoSidewaysScroll } from "../support/e2e/layout";

/**
 * An event keeps its responses' personal data fewer days than the installation (30 here, as
 * wrangler.toml sets RETENTION_DAYS): the organiser chooses 7 in the dialog, on a phone, and
 * the event's page says when the data will be erased, on the event's clock.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("an organiser keeps responses' personal data 7 days, and the event page says until when", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await signInAs(page, organiser);
  await page.goto("/");
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill("봄 소풍");
  await dialog.getByLabel("모임 일시").fill("2031-04-05T11:00");

  const days = dialog.getByLabel("응답자 개인정보 보관");
  await expect(days).toHaveValue("30");
  await expect(dialog.getByText("최대 30일")).toBeVisible();
  await days.fill("7");
  await expect(dialog.getByText("모임 7일 뒤 응답자의 이름", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();

  const listed = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [event] = (await listed.json()).data as { id: string; retention_days: number }[];
  expect(event?.retention_days).toBe(7);

  await page.getByRole("link", { name: "응답 보기" }).click();
  await expect(page.getByTestId("retention-note")).toHaveText(
    "응답자 개인정보는 2031년 4월 12일 토 오전 11:00에 지워져요 (모임 7일 뒤)",
  );
  await expect(page.getByText("아직 응답이 없습니다", { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
