import { LANGUAGES, type Language } from "#i18n/language";
import { languageName } from "#i18n/language-names";
import { m } from "#messages";
import { chooseReaderLanguage, useReaderLanguage } from "./reader-language";

/**
 * The languages, each named in itself ('한국어', 'English'): plain links (`?lang=en`), which the
 * Worker answers by keeping the choice in the cookie and showing the same page in that language
 * (worker/pages/language-param.ts; under `vite`, the app as it starts, web/i18n/reader-language).
 * Where the choice is also kept on the account (`onChosen`, signed in), the app makes it itself:
 * it saves it, then shows the page in the language chosen.
 */
export function LanguageSwitch({
  onChosen,
}: {
  onChosen?: (language: Language) => Promise<unknown>;
}) {
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
            onClick={
              onChosen &&
              ((event) => {
                event.preventDefault();
                chooseReaderLanguage(language, onChosen(language));
              })
            }
          >
            {languageName(language)}
          </a>
        ),
      )}
    </nav>
  );
}
