import { m } from "#messages";
import type { Language } from "./language";

const NAMES: Record<Language, typeof m.common_language_ko> = {
  ko: m.common_language_ko,
  en: m.common_language_en,
};

/** A language named in itself ('한국어', 'English'), as every switch and choice names it. */
export const languageName = (language: Language): string =>
  NAMES[language]({}, { locale: language });
