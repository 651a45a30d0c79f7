import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical WCAG 2.0/2.1 A and AA problems axe finds on the page as it is now
 * (the bar of tests/e2e/accessibility.spec.ts), one line each, for states that file does not
 * reach (a refused form, an open viewer).
 */
export async function seriousAxeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `[${v.id}] ${node.target.join(" ")}: ${v.help}`));
}
