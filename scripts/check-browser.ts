/**
 * `npm test` ends with browser tests in Debian's Chromium (Playwright cannot download its own
 * here). Without it, say so in the first second, with the command that installs it, rather
 * than minutes later from inside Playwright.
 */
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.ts";

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    [
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there. Install it with:`,
      "",
      "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk",
      "",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
