import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";

/**
 * Where the card's files sit in the built app, written by scripts/build/card-files.ts: the font
 * files the Worker draws with (fetched through the assets binding, so they add nothing to the
 * Worker's bundle or its start-up) and the neutral card drawn once per language at build time.
 */
export const CARD_FONT_PATHS = {
  bold: "/card/pretendard-bold.otf",
  regular: "/card/pretendard-regular.otf",
} as const;

/** The neutral card in `language`: Korean's keeps the address links already carry. */
export const neutralCardPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "/card.png" : `/card-${language}.png`;
