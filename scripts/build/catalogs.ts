import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import type { Plugin } from "vite";

/**
 * The message catalogs (worker/i18n/messages) compiled into typed functions, one module per
 * message so each chunk carries only the messages it uses (docs/decisions/0057).
 */
const OPTIONS = {
  project: "./worker/i18n/project.inlang",
  outdir: "./worker/i18n/paraglide",
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};

const RUNTIME = fileURLToPath(new URL("../../worker/i18n/paraglide/runtime.js", import.meta.url));
const BROWSER_RUNTIME = fileURLToPath(
  new URL("../../web/i18n/browser-runtime.ts", import.meta.url),
);

/**
 * The browser's bundle takes web/i18n/browser-runtime.ts for Paraglide's runtime: the part it
 * uses, without the strategies only a server or a URL router needs.
 */
const browserRuntime = (): Plugin => ({
  name: "moim:browser-runtime",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer) {
    if (!importer || !source.endsWith("runtime.js")) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved?.id === RUNTIME ? BROWSER_RUNTIME : null;
  },
});

/** For `vite` and `vite build`: compiled at the start, and again when a catalog changes. */
export const catalogs = () => [paraglideVitePlugin(OPTIONS), browserRuntime()];

/**
 * For a test run: compiled once, in a process of its own (`npm run i18n`), since the compiler
 * leaves handles open that would keep the run from ending.
 */
export const compileCatalogs = async () => {
  execFileSync("npm", ["run", "--silent", "i18n"], { stdio: "inherit" });
};
