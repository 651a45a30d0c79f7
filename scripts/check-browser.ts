/**
 * `npm test` ends with browser tests in Debian's Chromium and its headless shell (Playwright
 * cannot download its own here). Without them, say so in the first second, with the command
 * that installs them, rather than minutes later from inside Playwright.
 */
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.ts";

const missing = [
  { path: CHROMIUM_PATH, what: "Chromium", variable: "CHROMIUM_PATH" },
  { path: HEADLESS_SHELL_PATH, what: "Chromium's headless shell", variable: "HEADLESS_SHELL_PATH" },
].filter(({ path }) => !existsSync(path));

if (missing.length > 0) {
  console.error(
    [
      ...missing.map(
        ({ path, what }) => `The browser tests need ${what} at ${path}, and it is not there.`,
      ),
      "Install them with:",
      "",
      "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk",
      "",
      `or point ${missing.map(({ variable }) => variable).join(" and ")} at the binaries.`,
    ].join("\n"),
  );
  process.exit(1);
}
