import type { Language } from "#i18n/language";
import { showLanguage } from "../../../web/i18n/reader-language";

/**
 * Renders what follows in `language`, as a reader who chose it would see it; the setup file
 * puts Korean back after each test.
 */
export const readIn = (language: Language) => showLanguage(language);
