import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, join, myResponse, openInvite } from "../support/e2e/invite";
import { contextAt, expectTouchSized, expectWithinWidth } from "../support/e2e/layout";

/**
 * The invitee's small controls on a phone: the personal link's field in '내 응답' and
 * the simple participants page's names (a two-letter name made a 31 px wide button) are 44 x 44
 * px targets on a touch screen, measured at 390 px.
 */

test("at 390 px with touch, the personal link's field and the simple page's names are 44 px targets", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "손가락으로 누르기",
    event_date: daysFromNow(3),
  });
  for (const name of ["민지", "Al"]) {
    await submitResponse(request, event.id, { name, password: "1234", status: "attending" });
  }
  const context = await contextAt(browser, 390);
  const page = await context.newPage();
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "하늘", "pass1", "참석 신청하기");
  await expect(form(page).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  // The sign-up's link is kept here: '내 응답 링크' shows it at once.
  const mine = myResponse(page, "하늘");
  await expect(mine.getByTestId("kept-key")).toBeVisible();
  await mine.getByRole("button", { name: "내 응답 링크" }).click();
  const box = mine.getByTestId("my-response-link");
  const field = box.getByRole("textbox", { name: "내 응답 링크" });
  await expect(field).toHaveValue(new RegExp(`/events/${event.id}/public#key=`));
  await expectTouchSized(field);
  await expectTouchSized(box.getByRole("button"));
  await expectWithinWidth(page, box);

  await page.goto(`/events/${event.id}/participants`);
  const names = page.getByTestId("participants-table").getByRole("button");
  await expect(names).toHaveCount(3);
  await expectTouchSized(names);
  await expectWithinWidth(page, names);
  await context.close();
});
