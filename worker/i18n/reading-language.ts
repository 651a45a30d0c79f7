import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { getLocale, overwriteGetLocale } from "./paraglide/runtime.js";

/**
 * The language of the page the Worker is rendering. Messages called without a `locale`
 * (the React components of a server-rendered page) read it from here; everything else the
 * Worker words (a mail, a push notice, a link page) passes its reader's language explicitly.
 * AsyncLocalStorage keeps two pages rendered at once by one isolate in their own languages.
 * Outside a render: Korean in the Worker; in a web test, which renders pages in a DOM, the
 * language its reader holder (web/i18n/reader-language.ts, loaded first) says.
 */
const reading = new AsyncLocalStorage<Language>();
const outside: () => string = "document" in globalThis ? getLocale : () => DEFAULT_LANGUAGE;
overwriteGetLocale(() => (reading.getStore() ?? outside()) as Language);

export const inLanguage = <T>(language: Language, render: () => T): T =>
  reading.run(language, render);
