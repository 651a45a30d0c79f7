import { expect, type Page } from "@playwright/test";

/**
 * Moves the page's clock on, `step` at a time, until `check` passes: what the app does on its
 * own timers (data going stale after 10 s, a query's retries, the stale notice asking again
 * every 10 s, polling) happens now rather than in real seconds. The clock must have been
 * installed (`page.clock.install()`) before the page loaded. Between steps time flows as usual,
 * so requests and rendering go on; `check` should wait briefly (a second) before giving up on
 * a step. Jumps stay under the app's 20 s request timeout, so no request in flight is cut off;
 * a step shorter than the gap between two of the app's timers keeps them in their order.
 */
export async function fastForwardUntil(page: Page, check: () => Promise<void>, step = 5_000) {
  await expect(async () => {
    await page.clock.fastForward(step);
    await check();
  }).toPass({ timeout: 30_000 });
}

/** A `check` for fastForwardUntil: waits a second for `condition`. */
export const BRIEFLY = { timeout: 1_000 };
