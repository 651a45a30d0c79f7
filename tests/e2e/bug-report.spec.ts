import { expect, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";

// The test server is built with neither FEEDBACK_FORM_URL nor SUPPORT_EMAIL (wrangler.toml);
// the page with SUPPORT_EMAIL is covered by tests/web/bug-report/reach-operator.test.tsx.
test("without a feedback form /bug-report says in plain Korean how to reach the operator", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  await page.goto("/bug-report");
  const main = page.getByRole("main");
  await expect(main.getByText("운영하는 분께 직접 말씀해 주세요")).toBeVisible();
  await expect(main.getByText("어느 화면에서 무엇을 하던 중이었는지")).toBeVisible();
  await expect(main).not.toContainText("FEEDBACK_FORM_URL");
  await expect(main).not.toContainText("설정되어 있지 않습니다");
  await expect(main.locator("iframe")).toHaveCount(0);
  expect(await axeProblems(page, "bug-report")).toEqual([]);
});
