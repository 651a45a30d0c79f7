import type { Page } from "@playwright/test";

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
