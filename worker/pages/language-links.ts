import { LANGUAGE_PARAM, LANGUAGES, type Language } from "#i18n/language";
import { languageName } from "#i18n/language-names";
import { m } from "#messages";
import { escapeHtml } from "../lib/html-escape";

/**
 * The language switch of a page the Worker writes without the app (a mail link's page): each
 * language named in itself, as a plain link (`?lang=en`) that keeps the choice in the cookie
 * (worker/pages/language-param.ts) and comes back to the same page.
 */
export function languageLinks(current: Language): string {
  const items = LANGUAGES.map((language) =>
    language === current
      ? `<strong lang="${language}" aria-current="true">${escapeHtml(languageName(language))}</strong>`
      : `<a href="?${LANGUAGE_PARAM}=${language}" hreflang="${language}" lang="${language}" style="color:#0f766e">${escapeHtml(languageName(language))}</a>`,
  );
  const label = escapeHtml(m.common_language_switch({}, { locale: current }));
  return `<nav aria-label="${label}" style="display:flex;gap:12px;justify-content:flex-end;font-size:14px">${items.join("")}</nav>`;
}
