import { baseLocale, locales } from "./paraglide/runtime.js";

/**
 * The languages the product speaks, as the catalogs in worker/i18n/messages name them. Korean is
 * the default and the spec's own words; another language is one more catalog per area and one
 * more entry in project.inlang/settings.json.
 */
export const LANGUAGES = locales;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = baseLocale;

/** The cookie the language switch sets, read first by every page. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 400;
/** The switch's plain link: `?lang=en` on any page. */
export const LANGUAGE_PARAM = "lang";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The language a BCP 47 tag ('en-GB', 'ko-KR', 'EN') asks for, if we speak it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * The first language we speak among those an `Accept-Language` header (or a browser's
 * `navigator.languages`) lists, by their weights; null when it names none of ours, so the
 * event's language or the default decides.
 */
export function acceptedLanguage(header: string | readonly string[] | null | undefined) {
  if (!header) return null;
  const items = typeof header === "string" ? header.split(",") : header;
  const ranked = items
    .map((item, order) => {
      const [tag = "", ...params] = item.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((item) => item.language && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.language ?? null;
}

/** The value of the language cookie in a `Cookie` header, if it names one of ours. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.split("=");
    if (name?.trim() === LANGUAGE_COOKIE) {
      const language = value?.trim();
      return isLanguage(language) ? language : null;
    }
  }
  return null;
}

export type LanguageHints = {
  /** The switch's choice (the `lang` cookie). */
  cookie?: Language | null;
  /** The signed-in account's `language`. */
  account?: Language | null;
  /** The browser's languages (`Accept-Language` or `navigator.languages`). */
  browser?: Language | null;
  /** The event's `language`, on an event's pages. */
  event?: Language | null;
};

/**
 * Who reads in which language: the switch's choice, then the account's, then the browser's,
 * then the event's, then Korean. A chat app's crawler names no language and so gets the event's.
 */
export const chooseLanguage = (hints: LanguageHints): Language =>
  hints.cookie ?? hints.account ?? hints.browser ?? hints.event ?? DEFAULT_LANGUAGE;
