import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { settle } from "./settle";

/**
 * The serious and critical WCAG 2.0/2.1 A and AA problems axe finds once the page has settled,
 * the one bar every browser test holds pages to: each as its rule, impact, element and summary,
 * labelled with `where` (a screen, a width), so an empty list is the expectation.
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // The pointer leaves the page's content first. Left where the last click was, it can come to
  // rest over a button once the page re-renders under it, and start the button's hover
  // transition after the settle below: a soft button half-way to its hover colours measured
  // 1.44:1 (the dashboard at 360 px, once in a full run).
  await page.mouse.move(0, 0);
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
