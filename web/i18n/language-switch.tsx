import { LANGUAGES, type Language } from "#i18n/language";
import { languageName } from "#i18n/language-names";
import { m } from "#messages";
import { chooseReaderLanguage, useReaderLanguage } from "./reader-language";

/**
 * The languages, each named in itself ('한국어', 'English'). A plain link (`?lang=en`) where the
 * app does not run: the Worker, or the app as it starts, keeps the choice in the cookie. Where the
 * app runs, the page changes at once, and `onChosen` may keep the choice on the account.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const current = useReaderLanguage();
  return (
    <nav aria-label={m.common_language_switch()} className="flex items-center gap-1 text-sm">
      {LANGUAGES.map((language) =>
        language === current ? (
          <span key={language} lang={language} aria-current="true" className="px-2 font-semibold">
            {languageName(language)}
          </span>
        ) : (
          <a
            key={language}
            lang={language}
            hrefLang={language}
            href={`?lang=${language}`}
            className="link link-hover px-2"
            onClick={(event) => {
              event.preventDefault();
              chooseReaderLanguage(language);
              onChosen?.(language);
            }}
          >
            {languageName(language)}
          </a>
        ),
      )}
    </nav>
  );
}
