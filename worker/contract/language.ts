import { z } from "zod";
import { LANGUAGES } from "#i18n/language";

/** A language the product speaks, by its code; anything else is a 422 on the field. */
export const LanguageCode = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.map((language) => `"${language}"`).join(", ")}`,
});
