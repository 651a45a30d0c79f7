/**
 * Debian's Chromium and the flags it needs on these machines: as root it needs no sandbox, and
 * without the background-networking flags it keeps trying hosts this closed network refuses.
 * Used by the browser tests, bench:lighthouse and the about-page screenshot script.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's build of Chromium's old headless mode (package chromium-headless-shell). Playwright's
 * own Chromium runs headless tests in such a separate headless shell build since v1.49
 * (https://github.com/microsoft/playwright/issues/33566). Here it ran two browser spec files in
 * 88 s where the full Chromium took 127 s. In it a service worker's shown notifications never
 * appear (getNotifications stayed empty), so the two journeys that read them use CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
