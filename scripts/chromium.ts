/**
 * Debian's Chromium and the flags it needs on these machines: as root it needs no sandbox, and
 * without the background-networking flags it keeps trying hosts this closed network refuses.
 * Used by the browser tests, bench:lighthouse and the about-page screenshot script.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
