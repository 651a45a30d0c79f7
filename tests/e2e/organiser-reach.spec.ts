import { expect, test } from "@playwright/test";
import { oneSeatOffered, signInAs, submitResponse } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { responseItem } from "../support/e2e/invite";
import {
  contextAt,
  expectNoSidewaysScroll,
  expectTouchSized,
  expectWithinWidth,
} from "../support/e2e/layout";
import { followMailLink, linkIn, mailAbout, newAddress } from "../support/e2e/mail";

test("the organiser sees who can be told, sees the offer's notice delivered, and mails one of them", async ({
  browser,
  request,
}) => {
  // One seat, offered for 72 offer hours (six minutes here): long enough to watch it.
  const { organiser, event } = await oneSeatOffered(request, "알림 확인 모임");
  // 하늘 waits with an address she verifies from its mail; 무소식 waits with no channel.
  const address = newAddress("haneul");
  await submitResponse(request, event.id, {
    name: "하늘",
    password: "1234",
    status: "waiting",
    notify_email: address,
  });
  await submitResponse(request, event.id, { name: "무소식", password: "1234", status: "waiting" });

  const phone = await contextAt(browser, 390);
  const page = await phone.newPage();
  await followMailLink(
    page,
    linkIn(await mailAbout(request, address, "이메일 확인"), "이메일 확인"),
    "이메일 확인",
  );

  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(responseItem(page, "하늘").getByTestId("response-reach")).toHaveText([
    "알림: 이메일",
  ]);
  await expect(responseItem(page, "무소식").getByTestId("response-reach")).toHaveText([
    "알림 없음",
  ]);
  await expect(responseItem(page, "앞사람").getByTestId("response-reach")).toHaveCount(0);
  // Nothing of the address, anywhere on the page.
  await expect(page.locator("body")).not.toContainText(address);

  // The seat frees: 하늘 is offered it, and its mail reaches her, live on the organiser's page.
  const freed = await request.get(`/api/v1/events/${event.id}/responses`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const first = ((await freed.json()) as { data: { id: string; name: string }[] }).data.find(
    (response) => response.name === "앞사람",
  );
  const removed = await request.delete(
    `/api/v1/events/responses/${first?.id}/admin-delete?event_id=${event.id}`,
    { headers: { Authorization: `Bearer ${organiser.token}` } },
  );
  expect(removed.ok()).toBe(true);
  await expect(responseItem(page, "하늘").getByTestId("response-status")).toHaveAttribute(
    "data-status",
    "offered",
  );
  await expect(responseItem(page, "하늘").getByTestId("offer-notice")).toHaveText("알림 전달됨");
  await expect(responseItem(page, "하늘").getByTestId("response-reach")).toHaveText([
    "알림: 이메일",
  ]);
  await expectNoSidewaysScroll(page);
  await expectWithinWidth(page, page.getByTestId("response-item"));
  expect(await axeProblems(page, "the badges at 390 px")).toEqual([]);

  // '이메일 보내기' only where an address was verified.
  await responseItem(page, "무소식").getByRole("button", { name: "무소식 응답 메뉴" }).click();
  await expect(
    responseItem(page, "무소식").getByRole("button", { name: "응답 삭제" }),
  ).toBeVisible();
  await expect(
    responseItem(page, "무소식").getByRole("button", { name: "이메일 보내기" }),
  ).toHaveCount(0);
  await page.locator("h1").click();

  // The menu opens inside the screen, its items thumb-sized, 응답 삭제 apart below a rule.
  await responseItem(page, "하늘").getByRole("button", { name: "하늘 응답 메뉴" }).click();
  const menu = responseItem(page, "하늘").getByRole("list");
  const email = menu.getByRole("button", { name: "이메일 보내기" });
  const remove = menu.getByRole("button", { name: "응답 삭제" });
  await expect(remove).toBeVisible();
  await expectWithinWidth(page, menu);
  await expectTouchSized(menu.getByRole("button"));
  const emailBox = await email.boundingBox();
  const removeBox = await remove.boundingBox();
  const gap = (removeBox?.y ?? 0) - ((emailBox?.y ?? 0) + (emailBox?.height ?? 0));
  expect(gap, "응답 삭제 sits apart under 이메일 보내기").toBeGreaterThanOrEqual(8);
  await email.click();
  const dialog = page.getByRole("dialog", { name: "이메일 보내기" });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(address);
  await dialog.getByLabel("메시지").fill("자리 확정하시면 2층으로 오세요.");
  await expect(dialog.getByTestId("email-count")).toHaveText("18 / 500자");
  await expectTouchSized(dialog.getByRole("button", { name: "보내기" }));
  await expectWithinWidth(
    page,
    dialog.getByLabel("메시지").or(dialog.getByRole("button", { name: "보내기" })),
  );
  expect(await axeProblems(page, "the dialog at 390 px")).toEqual([]);
  await dialog.getByRole("button", { name: "보내기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "메일을 보냈어요" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await mailAbout(request, address, "주최자의 메시지");
  expect(mail.text).toContain("자리 확정하시면 2층으로 오세요.");

  // A second one within ten minutes is refused, in Korean, inside the dialog.
  await responseItem(page, "하늘").getByRole("button", { name: "하늘 응답 메뉴" }).click();
  await responseItem(page, "하늘").getByRole("button", { name: "이메일 보내기" }).click();
  await dialog.getByLabel("메시지").fill("한 번 더");
  await dialog.getByRole("button", { name: "보내기" }).click();
  await expect(dialog.getByRole("alert")).toContainText("이 응답에는 방금 메일을 보냈어요.");
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toBeHidden();
  await phone.close();

  // The desktop's list says the same.
  const desktop = await contextAt(browser, 1024);
  const wide = await desktop.newPage();
  await signInAs(wide, organiser);
  await wide.goto(`/events/${event.id}/responses`);
  await expect(responseItem(wide, "하늘").getByTestId("offer-notice")).toHaveText("알림 전달됨");
  await expect(responseItem(wide, "무소식").getByTestId("response-reach")).toHaveText([
    "알림 없음",
  ]);
  await expectNoSidewaysScroll(wide);
  await expectWithinWidth(wide, wide.getByTestId("response-reach"));
  await desktop.close();
});
