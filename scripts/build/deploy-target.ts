import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Where the Cloudflare Vite plugin tells `wrangler deploy` which build to ship. */
export const DEPLOY_TARGET = ".wrangler/deploy/config.json";

/**
 * A side build (BUILD_DIR: the size check, the browser tests, the benchmarks) builds into a
 * folder that is removed afterwards, yet the Cloudflare plugin points `wrangler deploy` at it.
 * The pointer is put back as it was when the process ends, so `npm test` leaves
 * `npx wrangler deploy` and `npx wrangler check startup` shipping the app's own build.
 */
export function keepDeployTarget(): void {
  const before = existsSync(DEPLOY_TARGET) ? readFileSync(DEPLOY_TARGET) : null;
  process.once("exit", () => {
    if (before) {
      mkdirSync(dirname(DEPLOY_TARGET), { recursive: true });
      writeFileSync(DEPLOY_TARGET, before);
    } else {
      rmSync(DEPLOY_TARGET, { force: true });
    }
  });
}
