/**
 * `node scripts/build/copy-build.ts <build> <copy>`: a copy of a build to serve on its own, as
 * if `vite build` had built it there (BUILD_DIR): the build's files, this checkout's .dev.vars
 * beside the Worker (a build made before .dev.vars existed has none), and wrangler's deploy
 * pointer moved to the copy, which is how `vite preview` finds what to serve. `npm test`'s
 * browser tests serve a copy of the build the earlier steps checked rather than building again.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { DEPLOY_TARGET } from "./deploy-target.ts";

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error("usage: copy-build.ts <build> <copy>");
const worker = (build: string) => join(build, "moim_rsvp");
if (!existsSync(join(worker(from), "wrangler.json"))) {
  throw new Error(`${from} is not a build: run \`npm run build\` first`);
}
rmSync(to, { recursive: true, force: true });
mkdirSync(dirname(to), { recursive: true });
cpSync(from, to, { recursive: true });
copyFileSync(".dev.vars", join(worker(to), ".dev.vars"));
mkdirSync(dirname(DEPLOY_TARGET), { recursive: true });
writeFileSync(
  DEPLOY_TARGET,
  JSON.stringify({
    configPath: relative(dirname(DEPLOY_TARGET), join(worker(to), "wrangler.json")),
    auxiliaryWorkers: [],
  }),
);
