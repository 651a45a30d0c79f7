import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits until no finite, time-driven animation or transition is running: a half-faded dialog
 * fools the contrast check. Endless ones (spinners, the live dot's pulse) and daisyUI's
 * scroll-driven ones are left alone.
 */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.timeline instanceof DocumentTimeline)
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== "running"),
  );
}

/**
 * The serious and critical WCAG 2.0/2.1 A and AA problems axe finds once the page has settled,
 * the one bar every browser test holds pages to: each as its rule, impact, element and summary,
 * labelled with `where` (a screen, a width), so an empty list is the expectation.
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? v.help).replaceAll("\n", "\n      ");
        const html = node.html.replaceAll(/\s+/g, " ").slice(0, 160);
        return `${where}: [${v.id}] (${v.impact}) ${node.target.join(" ")}\n      ${html}\n      ${summary}`;
      }),
    );
}
