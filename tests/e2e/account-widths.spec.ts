import { expect, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import {
  axeAt,
  contextAt,
  expectNoSidewaysScroll,
  expectWithinWidth,
  WIDTHS,
} from "../support/e2e/layout";

/**
 * The signed-in pages the width journeys of the dashboard and the event pages leave out: every
 * settings tab and the bug report, at each layout's width, whole and axe clean.
 */
const TABS = ["My profile", "Password", "Appearance", "Danger zone"];

for (const width of WIDTHS) {
  test(`settings and the bug report at ${width} px: every tab and control on screen`, async ({
    browser,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const context = await contextAt(browser, width);
    const page = await context.newPage();
    await signInAs(page, organiser);

    await page.goto("/settings");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(TABS.length);
    await expectWithinWidth(page, tabs);
    for (const name of TABS) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expectWithinWidth(page, page.getByRole("tabpanel").getByRole("button"));
      await expectNoSidewaysScroll(page);
      if (axeAt(width)) {
        expect(await axeProblems(page, `/settings ${name} at ${width} px`)).toEqual([]);
      }
    }

    await page.goto("/bug-report");
    await expect(page.getByRole("heading", { name: "버그 및 개선사항" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (axeAt(width)) expect(await axeProblems(page, `/bug-report at ${width} px`)).toEqual([]);
    await context.close();
  });
}
