import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "#i18n/language";

/**
 * The languages the catalogs speak (worker/i18n/project.inlang), read from their settings: the
 * compiled runtime may not exist yet when a build's config is loaded.
 */
export function catalogLanguages(): { baseLocale: Language; locales: Language[] } {
  const settings = join(
    import.meta.dirname,
    "..",
    "..",
    "worker/i18n/project.inlang/settings.json",
  );
  return JSON.parse(readFileSync(settings, "utf8"));
}

/**
 * The app's shell in `language` within a client build: Korean's is index.html, as before there
 * were others; each other language's tree starts from its own beside it (index-en.html).
 * worker/pages/app-shell.ts asks for them by the same names.
 */
export const shellFile = (language: Language, base: Language) =>
  language === base ? "index.html" : `index-${language}.html`;
