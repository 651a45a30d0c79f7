import type { Page } from "@playwright/test";

/**
 * Waits until no finite, time-driven animation or transition is running: a half-faded dialog
 * fools the contrast check, and a menu still growing open measures short. Endless ones
 * (spinners, the live dot's pulse) and daisyUI's scroll-driven ones are left alone.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.timeline instanceof DocumentTimeline)
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== "running"),
  );
}
