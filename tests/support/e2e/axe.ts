import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { settle } from "./settle";

/** axe-core's browser build, put into the page under test as Playwright evaluates scripts. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The serious and critical WCAG 2.0/2.1 A and AA problems axe finds once the page has settled,
 * the one bar every browser test holds pages to: each as its rule, impact, element and summary,
 * labelled with `where` (a screen, a width), so an empty list is the expectation.
 *
 * axe runs in the page itself (`axe.run`), put there once per document. @axe-core/playwright's
 * way, a partial run per frame finished in a new blank page, spent some 0.9 s of every 1.4 s
 * check opening that page and loading axe into it again (docs/benchmarks.md), for frames our
 * pages do not have: the only one is the bug report's form, the operator's third-party page
 * (its frame's title is still checked here; what is inside it is not ours to check).
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // The pointer leaves the page's content first. Left where the last click was, it can come to
  // rest over a button once the page re-renders under it, and start the button's hover
  // transition after the settle below: a soft button half-way to its hover colours measured
  // 1.44:1 (the dashboard at 360 px, once in a full run).
  await page.mouse.move(0, 0);
  await settle(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, iframes: false },
      ),
    TAGS,
  );
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
