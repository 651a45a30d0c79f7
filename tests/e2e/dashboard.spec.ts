import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import decodeQR from "qr/decode.js";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  overCapacityEvent,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { BRIEFLY, fastForwardUntil } from "../support/e2e/clock";
import { retryThenRecover, serverAway } from "../support/e2e/outage";

/** The organiser's events table (md and up). */
const table = (page: Page) => page.getByRole("table");
const rowOf = (page: Page, title: string) =>
  table(page).getByRole("row").filter({ hasText: title });
/** In the table, the actions past 응답 보기 are in the row's menu: opens it, returns the one. */
async function rowAction(page: Page, title: string, name: string) {
  await rowOf(page, title)
    .getByRole("button", { name: `${title} 작업 더보기` })
    .click();
  return rowOf(page, title).getByRole("button", { name, exact: true });
}

test("an organiser sees the empty state, then creates an event through the modal", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "김주최");
  await signInAs(page, organiser);
  await page.goto("/");
  await expect(page.getByTestId("greeting")).toContainText("김주최");
  await expect(page.getByText("아직 만든 모임이 없습니다")).toBeVisible();

  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "required fields" })).toContainText(
    "title and event date are required",
  );

  await dialog.getByLabel("제목").fill("봄 소풍");
  await dialog.getByLabel("장소").fill("서울숲");
  await dialog.getByLabel("모임 일시").fill("2031-04-05T11:00");
  await dialog.getByLabel("응답 마감").fill("2031-04-01T18:00");
  await dialog.getByLabel("최대 참석자 수").fill("0");
  await dialog.getByLabel("최대 참석자 수").blur();
  await expect(
    dialog.getByText("최대 참석자 수는 1 이상의 정수여야 합니다.", { exact: false }),
  ).toBeVisible();
  await dialog.getByLabel("최대 참석자 수").fill("12");
  await dialog.getByRole("button", { name: "만들기" }).click();

  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, "봄 소풍");
  await expect(row).toContainText("서울숲");
  await expect(row).toContainText("2031년 4월 5일");
  await expect(row).toContainText("진행중");
  await expect(row.getByTestId("live-counts")).toContainText("참석 0/12");

  // The API got ISO dates read in the browser's zone (Asia/Seoul) and the limit as a number.
  const res = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [stored] = (await res.json()).data;
  expect(stored.event_date).toBe("2031-04-05T02:00:00.000Z");
  expect(stored.deadline_date).toBe("2031-04-01T09:00:00.000Z");
  expect(stored.max_participants).toBe(12);
});

test("an edit made in the modal persists after a reload", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await createEvent(request, organiser, {
    title: "독서 모임",
    location: "합정",
    event_date: daysFromNow(10),
    max_participants: 5,
  });
  await signInAs(page, organiser);
  await page.goto("/");

  await (await rowAction(page, "독서 모임", "수정")).click();
  const dialog = page.getByRole("dialog", { name: "모임 수정" });
  await expect(dialog.getByLabel("제목")).toHaveValue("독서 모임");
  await expect(dialog.getByLabel("최대 참석자 수")).toHaveValue("5");
  await dialog.getByLabel("제목").fill("독서 모임 (장소 변경)");
  await dialog.getByLabel("장소").fill("망원");
  await dialog.getByLabel("최대 참석자 수").fill("");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 수정되었습니다" })).toBeVisible();

  await page.reload();
  const row = rowOf(page, "독서 모임 (장소 변경)");
  await expect(row).toContainText("망원");
  await expect(row.getByTestId("live-counts")).toContainText("참석 0");
  await expect(row.getByTestId("live-counts")).not.toContainText("/5");
});

test("copy link puts the invite URL on the clipboard and says copied for a moment", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "링크 공유",
    event_date: daysFromNow(3),
  });
  await signInAs(page, organiser);
  await page.goto("/");

  const row = rowOf(page, "링크 공유");
  await (await rowAction(page, "링크 공유", "링크 복사")).click();
  await expect(row.getByRole("button", { name: "✓ 복사됨" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/events/${event.id}/public`,
  );
  await expect(row.getByRole("button", { name: "링크 복사" })).toBeVisible({ timeout: 4000 });
});

test("deleting asks first, then removes the event; its link then says it was cancelled", async ({
  page,
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await createEvent(request, organiser, { title: "남길 모임", event_date: daysFromNow(3) });
  const deleted = await createEvent(request, organiser, {
    title: "지울 모임",
    event_date: daysFromNow(4),
    contact: "카카오톡 오픈채팅 '지울 모임'",
  });
  await signInAs(page, organiser);
  await page.goto("/");

  await (await rowAction(page, "지울 모임", "삭제")).click();
  const dialog = page.getByRole("dialog", { name: "모임 삭제" });
  await expect(dialog).toContainText(
    "정말로 이 모임을 삭제하시겠습니까? 이 작업은 되돌릴 수 없습니다.",
  );
  // It says who will hear of it, before it is done.
  await expect(dialog).toContainText(
    "알림(푸시나 확인된 이메일)을 켜 둔 응답자에게는 모임이 취소되었다고 바로 알려요.",
  );
  await dialog.getByRole("button", { name: "삭제" }).click();

  await expect(page.getByRole("status").filter({ hasText: "모임이 삭제되었습니다" })).toBeVisible();
  await expect(rowOf(page, "지울 모임")).toHaveCount(0);
  await expect(rowOf(page, "남길 모임")).toHaveCount(1);
  await page.reload();
  await expect(rowOf(page, "남길 모임")).toHaveCount(1);
  await expect(rowOf(page, "지울 모임")).toHaveCount(0);

  // An invitee who had the link opens it, on a browser of their own: it says the event was
  // cancelled, which one it was, and how to reach the organiser, in either language.
  const invitee = await browser.newPage();
  const opened = await invitee.goto(`/events/${deleted.id}/public`);
  expect(opened?.status()).toBe(410);
  const cancelled = invitee.getByTestId("event-cancelled");
  await expect(cancelled.getByRole("heading", { name: "취소된 모임입니다" })).toBeVisible();
  await expect(cancelled).toContainText("지울 모임");
  await expect(cancelled).toContainText("주최자가 이 모임을 취소했습니다");
  await expect(cancelled).toContainText("주최자 연락처 카카오톡 오픈채팅 '지울 모임'");
  await invitee.getByRole("link", { name: "English" }).click();
  await expect(invitee.getByRole("heading", { name: "This event was cancelled" })).toBeVisible();
  await expect(invitee.getByTestId("event-cancelled")).toContainText("지울 모임");
  await invitee.close();
});

test("eleven events make two pages of ten, the soonest first", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  for (let i = 1; i <= 11; i++) {
    await createEvent(request, organiser, {
      title: `모임 ${String(i).padStart(2, "0")}`,
      event_date: daysFromNow(i),
    });
  }
  await signInAs(page, organiser);
  await page.goto("/");

  const pagination = page.getByRole("navigation", { name: "페이지 이동" });
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  await expect(table(page).locator("tbody tr").first()).toContainText("모임 01");
  await expect(pagination.getByRole("button", { name: /^\d+페이지$/ })).toHaveCount(2);
  await expect(pagination.getByRole("button", { name: "이전" })).toBeDisabled();

  await pagination.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(table(page).locator("tbody tr")).toHaveCount(1);
  await expect(table(page).locator("tbody tr")).toContainText("모임 11");
  await expect(pagination.getByRole("button", { name: "2페이지" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await pagination.getByRole("button", { name: "1페이지" }).click();
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
});

test("one page of events shows no page buttons", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await createEvent(request, organiser, { title: "하나뿐인 모임", event_date: daysFromNow(2) });
  await signInAs(page, organiser);
  await page.goto("/");
  await expect(rowOf(page, "하나뿐인 모임")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "페이지 이동" })).toHaveCount(0);
});

test("the attending and waiting counts follow new responses without a reload", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "실시간 카운트",
    event_date: daysFromNow(5),
    max_participants: 1,
  });
  await signInAs(page, organiser);
  await page.goto("/");
  const counts = rowOf(page, "실시간 카운트").getByTestId("live-counts");
  await expect(counts).toHaveAttribute("data-status", "live");
  await expect(counts).toContainText("참석 0/1");

  await submitResponse(request, event.id, { name: "가나", password: "1234", status: "attending" });
  await submitResponse(request, event.id, { name: "다라", password: "1234", status: "waiting" });
  await expect(counts).toContainText("참석 1/1");
  await expect(counts).toContainText("대기 1");
});

test("the QR code of the invite link opens, decodes to the link and downloads", async ({
  page,
  request,
  baseURL,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "QR 모임",
    event_date: daysFromNow(6),
  });
  await signInAs(page, organiser);
  await page.goto("/");

  await (await rowAction(page, "QR 모임", "QR 코드")).click();
  const dialog = page.getByRole("dialog", { name: "초대 QR 코드" });
  const image = dialog.getByRole("img", { name: "QR 모임 초대 링크 QR 코드" });
  await expect(image).toBeVisible();
  const link = `${baseURL}/events/${event.id}/public`;
  await expect(dialog.getByTestId("qr-link")).toHaveText(link);

  // Read the shown image back as pixels and decode it.
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  expect(decodeQR({ width: 400, height: 400, data: Uint8ClampedArray.from(pixels) })).toBe(link);

  // Printing shows only the sheet: the QR, the title and the link.
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("qr-print-sheet");
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("QR 모임");
  await expect(sheet).toContainText(link);
  await expect(table(page)).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "PNG 다운로드" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("QR 모임-초대-QR.png");
  const png = await readFile(await file.path());
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");

  const svgDownload = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "SVG 다운로드" }).click();
  const svg = await readFile(await (await svgDownload).path(), "utf8");
  expect(svg).toMatch(/^<svg /);
});

test("a failed load shows a banner that can be closed or retried", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await createEvent(request, organiser, { title: "다시 불러올 모임", event_date: daysFromNow(2) });
  let failing = true;
  const isEventList = (url: URL) => /^\/api\/v1\/events\/?$/.test(url.pathname);
  await page.route(isEventList, (route) =>
    failing ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
  );
  await signInAs(page, organiser);
  await page.clock.install();
  await page.goto("/");

  // The list is asked for three times (two retries) before the banner says it failed.
  const banner = page.getByRole("alert").filter({ hasText: "모임 목록을 불러오지 못했습니다." });
  await fastForwardUntil(page, () =>
    expect(banner).toContainText("서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.", BRIEFLY),
  );
  await banner.getByRole("button", { name: "닫기" }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await fastForwardUntil(page, () => expect(banner).toBeVisible(BRIEFLY));
  failing = false;
  await banner.getByRole("button", { name: "다시 시도" }).click();
  await expect(rowOf(page, "다시 불러올 모임")).toHaveCount(1);
  await expect(banner).toHaveCount(0);
});

test("a list already shown stays through an outage, with a notice instead of the error banner", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await createEvent(request, organiser, { title: "지켜질 모임", event_date: daysFromNow(2) });
  await signInAs(page, organiser);
  await page.clock.install();
  await page.goto("/");
  await expect(rowOf(page, "지켜질 모임")).toHaveCount(1);

  const isEventList = (url: URL) => /^\/api\/v1\/events\/?$/.test(url.pathname);
  const outage = await serverAway(page, isEventList);
  const notice = page.getByTestId("stale-notice");
  // Coming back to the tab asks again (once the list is 10 s old), and that fails.
  await fastForwardUntil(page, async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(notice).toBeVisible(BRIEFLY);
  });
  await expect(notice).toContainText("서버에 연결할 수 없어");
  await expect(rowOf(page, "지켜질 모임")).toHaveCount(1);
  await expect(
    page.getByRole("alert").filter({ hasText: "모임 목록을 불러오지 못했습니다." }),
  ).toHaveCount(0);

  await retryThenRecover(page, outage, notice);
  await expect(rowOf(page, "지켜질 모임")).toHaveCount(1);
});

test("an event whose lowered maximum is below those attending says 정원 초과", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await overCapacityEvent(request, organiser, "줄어든 정원", ["가", "나", "다"]);
  await signInAs(page, organiser);
  await page.goto("/");
  const row = rowOf(page, "줄어든 정원");
  await expect(row.getByTestId("live-counts")).toContainText("참석 3/1");
  await expect(row.getByTestId("over-capacity")).toHaveText("정원 초과 2명");
});
