import { expect, type Page } from "@playwright/test";

/**
 * A page the Worker sends (an invite page, /about) is taken over by the app only after it has
 * painted (web/main.tsx), in a chain of chunks, and a cold browser context on this shared
 * two-core machine has taken 12 s to get there under a full run's load (a personal link's page
 * in CI, 2026-11-26). How fast that is belongs to the benchmarks (docs/benchmarks.md), not to a
 * wait here: the waits for a takeover allow for a starved CPU.
 */
export const TAKEOVER_MS = 30_000;

/** Waits until the app has taken over the page on screen (web/app/root.tsx marks it). */
export async function appTookOver(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "", {
    timeout: TAKEOVER_MS,
  });
}

/**
 * Holds back the app's scripts, as on a slow phone: the page is the Worker's markup alone
 * until the returned function lets them through, and the app takes over.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
