import { paraglideVitePlugin } from "@inlang/paraglide-js";

/**
 * The message catalogs (worker/i18n/messages) compiled into typed functions, one module per
 * message so each chunk carries only the messages it uses; recompiled when a catalog changes.
 * `npm install` and `npm run typecheck` compile them too (`npm run i18n`), for tsc.
 */
export const catalogs = () =>
  paraglideVitePlugin({
    project: "./worker/i18n/project.inlang",
    outdir: "./worker/i18n/paraglide",
    emitTsDeclarations: true,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
