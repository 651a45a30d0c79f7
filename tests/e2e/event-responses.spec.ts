import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";

const item = (page: Page, name: string) =>
  page.getByTestId("response-item").filter({ hasText: name });

test("another organiser's event is not found", async ({ page, request }) => {
  const owner = await newOrganiser(request);
  const stranger = await newOrganiser(request);
  const event = await createEvent(request, owner, {
    title: "비공개 관리",
    event_date: daysFromNow(3),
  });
  await signInAs(page, stranger);
  await page.goto(`/events/${event.id}/responses`);
  await expect(
    page.getByRole("heading", { name: "요청한 정보를 찾을 수 없습니다." }),
  ).toBeVisible();
  await expect(page.getByText("비공개 관리")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/responses$`));
});

test("the responses page updates live when an invitee responds", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "실시간 응답",
    event_date: daysFromNow(7),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "첫손님",
    password: "1234",
    status: "attending",
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  await expect(page.getByRole("heading", { name: "실시간 응답" })).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(item(page, "첫손님")).toContainText("참석");
  await expect(page.getByTestId("stat-total")).toHaveText("1");

  await submitResponse(request, event.id, {
    name: "늦은손님",
    password: "1234",
    status: "waiting",
    message: "자리 나면 갈게요",
  });
  await expect(item(page, "늦은손님")).toContainText("대기 1번째");
  await expect(item(page, "늦은손님")).toContainText("자리 나면 갈게요");
  await expect(page.getByTestId("stat-total")).toHaveText("2");
  await expect(page.getByTestId("stat-attending")).toContainText("1");
  await expect(page.getByTestId("stat-waiting")).toHaveText("1");
});

test("deleting an attendee promotes the first waiting one and says so", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "승격 확인",
    event_date: daysFromNow(7),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "참석자",
    password: "1234",
    status: "attending",
  });
  await submitResponse(request, event.id, {
    name: "대기일번",
    password: "1234",
    status: "waiting",
  });
  await submitResponse(request, event.id, {
    name: "대기이번",
    password: "1234",
    status: "waiting",
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  await expect(item(page, "대기일번")).toContainText("대기 1번째");
  await expect(item(page, "대기이번")).toContainText("대기 2번째");

  await item(page, "참석자").getByRole("button", { name: "참석자 응답 메뉴" }).click();
  await item(page, "참석자").getByRole("button", { name: "응답 삭제" }).click();
  const dialog = page.getByRole("dialog", { name: "응답 삭제" });
  await expect(dialog).toContainText("이 응답을 삭제하시겠습니까?");
  await dialog.getByRole("button", { name: "삭제" }).click();

  // Who was promoted comes from the reply's list, in Korean, as a success.
  const toast = page.getByRole("status").filter({ hasText: "참석으로 확정되었습니다" });
  await expect(toast).toContainText("Success!");
  await expect(toast).toContainText("대기일번");
  await expect(item(page, "참석자")).toHaveCount(0);
  await expect(item(page, "대기일번")).toContainText("참석");
  await expect(item(page, "대기이번")).toContainText("대기 1번째");
  await expect(page.getByTestId("stat-waiting")).toHaveText("1");
});

test("the email action says it is not ready yet", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "메일",
    event_date: daysFromNow(2),
  });
  await submitResponse(request, event.id, {
    name: "받는이",
    password: "1234",
    status: "attending",
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  let shown = "";
  page.once("dialog", async (dialog) => {
    shown = `${dialog.type()}: ${dialog.message()}`;
    await dialog.dismiss();
  });
  await item(page, "받는이").getByRole("button", { name: "받는이 응답 메뉴" }).click();
  await item(page, "받는이").getByRole("button", { name: "이메일 보내기" }).click();
  await expect.poll(() => shown).toBe("alert: 이메일 보내기 기능은 아직 준비 중입니다.");
});

test("the CSV export opens in Excel with Korean names intact", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "CSV: 송년회",
    event_date: daysFromNow(9),
  });
  await submitResponse(request, event.id, {
    name: "김하늘",
    password: "1234",
    status: "attending",
    message: "늦을 수도, 있어요",
  });
  await submitResponse(request, event.id, { name: "=1+1", password: "1234", status: "maybe" });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("response-item")).toHaveCount(2);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV 내보내기" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("CSV_ 송년회-응답.csv");
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe("이름,상태,메시지,응답 시간");
  expect(lines[1]).toMatch(
    /^김하늘,참석,"늦을 수도, 있어요",\d{4}년 \d{1,2}월 \d{1,2}일 [일월화수목금토] 오[전후] \d{1,2}:\d{2}$/,
  );
  expect(lines[2]).toMatch(/^'=1\+1,미정,,/);
  expect(lines[3]).toBe("");
});

test("the QR code opens from the responses page", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "QR 응답",
    event_date: daysFromNow(2),
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await page.getByRole("button", { name: "QR 코드" }).click();
  const dialog = page.getByRole("dialog", { name: "초대 QR 코드" });
  await expect(dialog.getByTestId("qr-image")).toBeVisible();
  await expect(dialog.getByTestId("qr-link")).toHaveText(new RegExp(`/events/${event.id}/public$`));
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();
});
