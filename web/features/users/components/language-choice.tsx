import { LANGUAGES, type Language } from "#i18n/language";
import { languageName } from "#i18n/language-names";
import { m } from "#messages";
import { chooseReaderLanguage } from "../../../i18n/reader-language";
import { useSaveLanguage } from "../api/account-language";

/**
 * My profile's language: kept on the account (its pages and mails read in it) and shown on this
 * device, as a choice made with the switch would be.
 */
export function LanguageChoice({ language }: { language: Language }) {
  const save = useSaveLanguage({ confirm: true });
  const choose = (next: Language) => {
    chooseReaderLanguage(next, save.mutateAsync(next));
  };
  return (
    <fieldset className="flex max-w-md flex-col gap-2" disabled={save.isPending}>
      <legend className="mb-2 text-lg font-semibold">{m.account_profile_language()}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className="flex cursor-pointer items-center gap-2 rounded-box border border-base-300 px-3 py-2 has-checked:border-primary"
          >
            <input
              type="radio"
              name="language"
              className="radio radio-primary radio-sm"
              value={option}
              checked={language === option}
              onChange={() => choose(option)}
            />
            {languageName(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
