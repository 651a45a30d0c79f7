/**
 * Where the card's files sit in the built app, written by scripts/build/card-files.ts: the font
 * files the Worker draws with (fetched through the assets binding, so they add nothing to the
 * Worker's bundle or its start-up) and the neutral card drawn once at build time.
 */
export const CARD_FONT_PATHS = {
  bold: "/card/pretendard-bold.otf",
  regular: "/card/pretendard-regular.otf",
} as const;
export const NEUTRAL_CARD_PATH = "/card.png";
