import { useSyncExternalStore } from "react";
import {
  acceptedLanguage,
  chooseLanguage,
  cookieLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  type Language,
} from "#i18n/language";
import { getLocale, overwriteGetLocale } from "#i18n/paraglide/runtime.js";

/**
 * The language this browser reads in. A page the Worker rendered says which it chose in
 * `<html data-language>`; the app's own pages start from the switch's cookie and the browser's
 * languages, and the account's language once it is known. Messages read it through Paraglide's
 * getLocale. In the Worker, which renders pages with these components, the page's language is the
 * Worker's own (worker/i18n/reading-language.ts) and nothing here replaces it.
 */
const inBrowser = typeof document !== "undefined";
/**
 * The one language this tree of the browser's files carries (scripts/build/language-trees.ts):
 * every built tree carries one. Unset under `vite` (dev) and in the tests, where one tree carries
 * them all.
 */
const carried = import.meta.env.MOIM_LANGUAGE;
const listeners = new Set<() => void>();
// A built tree is the language the Worker chose for the page (it takes `?lang=` itself, 303).
let current: Language = carried ?? initialLanguage();
if (inBrowser) overwriteGetLocale(() => current);

function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  // The switch's plain link (`?lang=en`) on a page the Worker did not render: kept, and taken
  // out of the address.
  const url = new URL(location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) {
    keepChoice(asked);
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, "", url);
    return asked;
  }
  const rendered = document.documentElement.dataset.language;
  if (isLanguage(rendered)) return rendered;
  return chooseLanguage({
    cookie: cookieLanguage(document.cookie),
    browser: acceptedLanguage(navigator.languages),
  });
}

export const readerLanguage = (): Language => (inBrowser ? current : (getLocale() as Language));

/** Whether the reader chose a language with the switch (which then outranks the account's). */
export const languageChosen = (): boolean => inBrowser && cookieLanguage(document.cookie) !== null;

/**
 * Shows every word in `language` from now on: at once where this tree carries every language,
 * else by loading the page again once `pending` (the choice being kept on the account) has
 * settled. The choice is then in the cookie, so the Worker serves the page with that language's
 * tree.
 */
export function showLanguage(language: Language, pending?: Promise<unknown>): void {
  if (language === current) return;
  if (carried) {
    keepChoice(language);
    void Promise.allSettled([pending]).then(() => location.reload());
    return;
  }
  void pending?.catch(() => undefined);
  current = language;
  if (inBrowser) {
    document.documentElement.lang = language;
    document.documentElement.dataset.language = language;
  }
  for (const listener of listeners) listener();
}

/** The switch's choice: kept in the cookie every page reads first, and shown (see above). */
export function chooseReaderLanguage(language: Language, pending?: Promise<unknown>): void {
  keepChoice(language);
  showLanguage(language, pending);
}

function keepChoice(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 18.4
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The reader's language, re-rendering the caller when it changes; in a tree of one language it
 * never does (a change loads the page again).
 */
export const useReaderLanguage: () => Language = carried
  ? () => carried
  : () => useSyncExternalStore(subscribe, readerLanguage, readerLanguage);
