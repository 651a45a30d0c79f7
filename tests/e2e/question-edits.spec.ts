import { expect, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { responseItem } from "../support/e2e/invite";

// Decision 0061: an organiser renames a choice after answers came in, and the answers follow it;
// removing a choice someone chose asks first, one nobody chose goes at once.

test("a renamed choice keeps its answers; removing a chosen one asks first", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "메뉴 고치는 주최자");
  const event = await createEvent(request, organiser, {
    title: "메뉴 있는 저녁",
    event_date: daysFromNow(10),
    questions: [
      {
        label: "식사 메뉴",
        kind: "choice",
        choices: [{ label: "한식" }, { label: "채식" }, { label: "양식" }],
        required: true,
      },
    ],
  });
  const listed = await request.get(`/api/v1/events/${event.id}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [meal] = (await listed.json()).questions as { id: string }[];
  const answer = (name: string, choice: string) =>
    submitResponse(request, event.id, {
      name,
      password: "1234",
      status: "attending",
      answers: { [meal?.id ?? ""]: choice },
    });
  await answer("민지", "채식");
  await answer("하준", "한식");

  await signInAs(page, organiser);
  await page.goto("/");
  // On a desktop the row's actions past 응답 보기 are in its menu.
  const row = page.locator(`[data-event-id="${event.id}"]`);
  await row.getByRole("button", { name: "메뉴 있는 저녁 작업 더보기" }).click();
  await row.getByRole("button", { name: "수정", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "모임 수정" });
  const line = (n: number) => dialog.getByLabel(`보기 ${n}`, { exact: true });
  await line(2).fill("채식/비건");
  // 한식 was chosen: asked, and kept.
  await dialog.getByRole("button", { name: "보기 1 삭제" }).click();
  const asked = dialog.getByRole("alertdialog");
  await expect(asked).toContainText("'한식' 보기를 고른 답이 1개 있어요.");
  await expect(asked.getByRole("button", { name: "남기기" })).toBeFocused();
  await asked.getByRole("button", { name: "남기기" }).click();
  await expect(line(1)).toHaveValue("한식");
  // 양식 nobody chose: it goes at once.
  await dialog.getByRole("button", { name: "보기 3 삭제" }).click();
  await expect(line(3)).toHaveCount(0);
  await expect(dialog.getByRole("alertdialog")).toHaveCount(0);
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 수정되었습니다" })).toBeVisible();

  await page.goto(`/events/${event.id}/responses`);
  await expect(responseItem(page, "민지")).toContainText("채식/비건");
  await expect(responseItem(page, "민지")).not.toContainText("삭제된 선택지");
  const summary = page.getByTestId("question-summary");
  await expect(summary.getByTestId("tally-row")).toHaveText([/^한식\s*1$/, /^채식\/비건\s*1$/]);
});
