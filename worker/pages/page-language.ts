import type { Language } from "#i18n/language";

/**
 * What a page in the reader's language depends on: the switch's cookie and the browser's
 * languages. Said in `Vary`, so no cache hands one reader's page to another.
 */
export const LANGUAGE_VARY = "Accept-Language, Cookie";

/**
 * The page's `<html>` says its language: `lang` for the browser and assistive technology, and
 * `data-language` for the app, which starts in the language the page was rendered in
 * (web/i18n/reader-language.ts).
 */
export const withPageLanguage = (rewriter: HTMLRewriter, language: Language): HTMLRewriter =>
  rewriter.on("html", {
    element: (el) => {
      el.setAttribute("lang", language);
      el.setAttribute("data-language", language);
    },
  });
