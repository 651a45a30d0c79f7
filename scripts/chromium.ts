/**
 * Debian's Chromium and the flags it needs on these machines: as root it needs no sandbox, and
 * without the background-networking flags it keeps trying hosts this closed network refuses.
 * Used by the browser tests, bench:lighthouse and the about-page screenshot script.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's build of Chromium's old headless mode (package chromium-headless-shell), the browser
 * Playwright itself runs headless tests in: the same Blink without the full browser around it,
 * it ran two browser spec files in 88 s where the full Chromium took 127 s on this machine. It
 * has no notification centre, so the journeys that read shown notifications use CHROMIUM_PATH.
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
