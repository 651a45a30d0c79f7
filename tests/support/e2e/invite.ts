import { expect, type Page } from "@playwright/test";

/** The join form of the invite page. */
export const form = (page: Page) => page.getByTestId("response-form");

/** One row of the invite page's participant list, by exact name. */
export const participant = (page: Page, name: string) =>
  page.getByTestId("participant").filter({ has: page.getByText(name, { exact: true }) });

/**
 * Opens an invite page and waits until it is hydrated and live. The Worker sends the page
 * already rendered; a submit before hydration posts the form to the page itself
 * (tests/e2e/invite-without-js.spec.ts), so journeys about the app wait for it.
 *
 * The app takes over only after the page has painted (web/main.tsx), in a chain of chunks, and
 * a cold browser context on this shared two-core machine has taken 12 s to get there under a
 * full run's load (a personal link's page in CI, 2026-11-26). How fast that is belongs to the
 * benchmarks (docs/benchmarks.md), not to a wait here: the wait allows for a starved CPU.
 */
export const TAKEOVER_MS = 30_000;

/** Waits until the app has taken over the invite page on screen: its live socket is up. */
export async function tookOver(page: Page) {
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live", {
    timeout: TAKEOVER_MS,
  });
}

export async function openInvite(page: Page, path: string) {
  await page.goto(path);
  await tookOver(page);
}
