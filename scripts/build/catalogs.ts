import { execFileSync } from "node:child_process";
import { paraglideVitePlugin } from "@inlang/paraglide-js";

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

/** For `vite` and `vite build`: compiled at the start, and again when a catalog changes. */
export const catalogs = () => paraglideVitePlugin(OPTIONS);

/**
 * For a test run: compiled once, in a process of its own (`npm run i18n`), since the compiler
 * leaves handles open that would keep the run from ending.
 */
export const compileCatalogs = async () => {
  execFileSync("npm", ["run", "--silent", "i18n"], { stdio: "inherit" });
};
