import { expect, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";

// The test server is built with neither FEEDBACK_FORM_URL nor SUPPORT_EMAIL (wrangler.toml);
// the page with SUPPORT_EMAIL is covered by tests/web/bug-report/reach-operator.test.tsx.
test("without a form or an address /bug-report says there is none, and how an operator adds one", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  await page.goto("/bug-report");
  const main = page.getByRole("main");
  await expect(main.getByTestId("no-feedback-channel")).toContainText(
    "이 설치본에는 버그와 의견을 받을 곳",
  );
  await expect(main).toContainText("SUPPORT_EMAIL");
  await expect(main).toContainText("FEEDBACK_FORM_URL");
  await expect(main).toContainText("README의 Configuration 절");
  await expect(main).not.toContainText("운영하는 분께 직접 말씀해 주세요");
  await expect(main.locator("iframe")).toHaveCount(0);
  expect(await axeProblems(page, "bug-report")).toEqual([]);
});
