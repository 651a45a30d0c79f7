import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { settle } from "./settle";

/**
 * The widths a screen is checked at: one per layout: a phone (cards, the menu a
 * drawer), a tablet upright (tables, a drawer) and a desktop (tables, the menu a column). Each
 * is the narrowest of its layout, where things run out of room first; 390 and 1280 px, checked
 * before, repeated 360 and 1024 and found nothing of their own, so they went (decision 0024).
 */
export const WIDTHS = [360, 768, 1024] as const;

/**
 * From here a screen is a desktop's: the side menu is a column rather than a drawer, and
 * accessibility.spec.ts runs axe over every screen at that size in both themes; the width
 * journeys run axe below it only, once per screen and size.
 */
export const DESKTOP_FROM = 1024;

/** Whether a width journey runs axe at `width`: where accessibility.spec.ts does not. */
export const axeAt = (width: number) => width < DESKTOP_FROM;

/** Below this a screen is a phone: a touch screen, where targets must be 44 x 44 px. */
export const isPhone = (width: number) => width < 500;

/** WCAG 2.5.5's target size on touch screens. */
export const TOUCH_TARGET_PX = 44;

/** A context `width` px wide; phone widths get a touch screen, so `pointer: coarse` applies. */
export function contextAt(browser: Browser, width: number): Promise<BrowserContext> {
  const phone = isPhone(width);
  return browser.newContext({
    viewport: { width, height: phone ? 800 : 900 },
    hasTouch: phone,
    isMobile: phone,
  });
}

/** The page scrolls only downwards: nothing sticks out to the right of the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "the document is wider than the viewport").toBeLessThanOrEqual(client);
}

/** `locator` holds all it shows without a scrollbar of its own hiding part of it. */
export async function expectNotScrolledSideways(locator: Locator) {
  const { scroll, client } = await locator.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll, "an element scrolls sideways, hiding part of it").toBeLessThanOrEqual(client);
}

/** Every element of `locator` lies whole within the viewport's width. */
export async function expectWithinWidth(page: Page, locator: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    expect(box, "an element is not rendered").not.toBeNull();
    if (!box) continue;
    expect(box.x, "an element starts left of the viewport").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, "an element ends right of the viewport").toBeLessThanOrEqual(
      width + 0.5,
    );
  }
}

/**
 * Every element of `locator` is at least a 44 x 44 px touch target, measured once the page has
 * settled (a menu measured while it grows open read 43.2 px).
 */
export async function expectTouchSized(locator: Locator) {
  await settle(locator.page());
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    const name =
      (await element.textContent())?.trim() || (await element.getAttribute("aria-label"));
    expect(box?.height, `'${name}' is too short to tap`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(box?.width, `'${name}' is too narrow to tap`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
}
