/**
 * What the compiled messages and our language code need of Paraglide's runtime, for the
 * browser's bundle (scripts/build/catalogs.ts puts it in place of worker/i18n/paraglide/runtime.js
 * there). The full runtime also carries URL patterns, cookie and header strategies and server
 * middleware: about 7 KB the browser never runs, since web/i18n/reader-language.ts decides the
 * language itself. The Worker and the tests use the full runtime.
 */
export const baseLocale = "ko";
export const locales = ["ko", "en"] as const;
export type Locale = (typeof locales)[number];
export const experimentalStaticLocale: Locale | undefined = undefined;

let read: () => Locale = () => baseLocale;
export const getLocale = (): Locale => read();
export const overwriteGetLocale = (fn: () => Locale) => {
  read = fn;
};
