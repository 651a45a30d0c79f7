import type { Language } from "#i18n/language";
import { getLocale } from "#i18n/paraglide/runtime.js";

type Words<Inputs> = (inputs: Inputs) => string;

/**
 * A message as `vite` (dev) serves it, one tree carrying every language
 * (scripts/build/catalogs.ts rewrites each compiled message to this): its Korean words, and its
 * words in the other languages, chosen as it is called. One short call per message in place of
 * Paraglide's wrapper, which every message repeated in full. A built tree carries its own
 * language's words alone (docs/decisions/0058).
 */
export const pickLanguage =
  <Inputs>(base: Words<Inputs>, others: Partial<Record<Language, Words<Inputs>>>) =>
  (inputs: Inputs, options: { locale?: Language } = {}) =>
    (others[options.locale ?? (getLocale() as Language)] ?? base)(inputs);
