import { expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { openInvite } from "../support/e2e/invite";
import {
  contextAt,
  expectNoSidewaysScroll,
  expectNotScrolledSideways,
  expectTouchSized,
  expectWithinWidth,
  isPhone,
  WIDTHS,
} from "../support/e2e/layout";

const form = (page: Page) => page.getByTestId("participants-form");
const row = (page: Page, name: string) =>
  page.getByTestId("participants-table").getByRole("row").filter({ hasText: name });

test("@phone the simple page submits, edits and deletes responses", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "동아리 정기 모임",
    event_date: daysFromNow(4),
    max_participants: 10,
  });
  await submitResponse(request, event.id, {
    name: "기존회원",
    password: "old-pw",
    status: "maybe",
  });
  await openInvite(page, `/events/${event.id}/participants`);
  await expect(page.getByRole("heading", { name: "동아리 정기 모임" })).toBeVisible();
  await expect(row(page, "기존회원")).toContainText("미정");

  const problem = form(page).getByTestId("form-problem");
  await form(page).getByRole("button", { name: "등록" }).click();
  await expect(problem).toHaveText("이름과 비밀번호를 입력하세요.");

  await form(page).getByLabel("이름").fill("새회원");
  await form(page).getByLabel("비밀번호").fill("new-pw");
  await form(page).getByRole("radio", { name: "참석" }).check();
  await form(page).getByLabel("메시지 (선택)").fill("처음 왔어요");
  await form(page).getByRole("button", { name: "등록" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  await expect(row(page, "새회원")).toContainText("참석");
  await expect(row(page, "새회원")).toContainText("처음 왔어요");
  await expect(page.getByTestId("attending-count")).toContainText("1 / 10");

  // A name already on the list cannot be registered again (any case).
  await form(page).getByLabel("이름").fill("새회원");
  await form(page).getByLabel("비밀번호").fill("other-pw");
  await form(page).getByRole("button", { name: "등록" }).click();
  await expect(problem).toContainText("이미 등록된 이름입니다");

  // Pick the row, change the status with the password.
  await row(page, "기존회원").getByRole("button", { name: "기존회원" }).click();
  await expect(form(page).getByLabel("이름")).toHaveValue("기존회원");
  await form(page).getByLabel("비밀번호").fill("old-pw");
  await form(page).getByRole("radio", { name: "불참" }).check();
  await form(page).getByRole("button", { name: "수정" }).click();
  await expect(form(page).getByTestId("form-outcome")).toContainText("응답이 수정되었습니다");
  await expect(row(page, "기존회원")).toContainText("불참");

  // Deleting: a wrong password is refused, the right one removes the row.
  await form(page).getByLabel("이름").fill("새회원");
  await form(page).getByLabel("비밀번호").fill("wrong-pw");
  await form(page).getByRole("button", { name: "삭제" }).click();
  await expect(problem).toHaveText("비밀번호가 올바르지 않습니다.");
  await form(page).getByLabel("비밀번호").fill("new-pw");
  await form(page).getByRole("button", { name: "삭제" }).click();
  await expect(form(page).getByTestId("form-outcome")).toHaveText("응답이 취소되었습니다.");
  await expect(row(page, "새회원")).toHaveCount(0);

  // Editing an unknown name is stopped before it is sent.
  await form(page).getByLabel("이름").fill("없는사람");
  await form(page).getByLabel("비밀번호").fill("abcd");
  await form(page).getByRole("button", { name: "수정" }).click();
  await expect(problem).toContainText("등록되지 않은 이름입니다");
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/participants$`));
});

test("the simple page is closed for changes after the deadline", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "지난 모임",
    event_date: daysFromNow(1),
    deadline_date: daysFromNow(-1),
  });
  await openInvite(page, `/events/${event.id}/participants`);
  await expect(page.getByText("응답 마감시간이 지나")).toBeVisible();
  await expect(form(page).getByRole("button", { name: "등록" })).toBeDisabled();
  await expect(form(page).getByRole("button", { name: "삭제" })).toBeDisabled();
});

for (const width of WIDTHS) {
  test(`every row and button of the simple page fits at ${width} px`, async ({
    browser,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: "띄어쓰기없이아주길게이어지는모임제목이화면을옆으로밀어내지않는지보는모임",
      event_date: daysFromNow(4),
    });
    await submitResponse(request, event.id, {
      name: "Supercalifragilisticexpialidocious-Longname-123",
      password: "1234",
      status: "attending",
      message: "https://example.com/a/very/long/address/without/any/space/that/must/wrap",
    });
    await submitResponse(request, event.id, { name: "김민지", password: "1234", status: "maybe" });
    const context = await contextAt(browser, width);
    const page = await context.newPage();
    await openInvite(page, `/events/${event.id}/participants`);
    await expect(page.getByTestId("participants-table").getByRole("row")).toHaveCount(3);

    await expectNoSidewaysScroll(page);
    // The table's own box holds every column: no scrollbar hides the messages.
    await expectNotScrolledSideways(page.getByTestId("participants-table").locator(".."));
    const names = page.getByTestId("participants-table").getByRole("button");
    const buttons = form(page).getByRole("button");
    await expectWithinWidth(page, names);
    await expectWithinWidth(page, buttons);
    await expectWithinWidth(page, page.getByTestId("participants-table").getByRole("cell"));
    if (isPhone(width)) {
      await expectTouchSized(buttons);
      for (const name of await names.all()) {
        expect((await name.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
    }
    await context.close();
  });
}
