import type { UseFormReturn } from "react-hook-form";
import { LANGUAGES } from "#i18n/language";
import { languageName } from "#i18n/language-names";
import { m } from "#messages";
import type { EventFormValues } from "./event-form-schema";

/**
 * '모임 언어': the invite page's language for a reader whose browser names none of ours, and
 * its link preview's. Radios, as '빈자리 채우기' has, each marked with its language so a screen
 * reader says it in that language's voice.
 */
export function LanguageField({ form }: { form: UseFormReturn<EventFormValues> }) {
  return (
    <fieldset className="fieldset" aria-describedby="event-language-help">
      <legend className="fieldset-legend">{m.organiser_field_language()}</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {LANGUAGES.map((language) => (
          <label key={language} className="label cursor-pointer gap-2 text-base-content">
            <input
              type="radio"
              value={language}
              className="radio radio-primary radio-sm"
              {...form.register("language")}
            />
            <span lang={language}>{languageName(language)}</span>
          </label>
        ))}
      </div>
      <p id="event-language-help" className="label whitespace-normal">
        {m.organiser_field_language_help()}
      </p>
    </fieldset>
  );
}
