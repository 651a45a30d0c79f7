import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { Language } from "../../worker/i18n/language";
import { neutralCard } from "../../worker/pages/card/card-content";
import { cardFontFiles, drawCardPng } from "../../worker/pages/card/card-png";

export { LANGUAGES } from "../../worker/i18n/language";
export { CARD_FONT_PATHS, neutralCardPath } from "../../worker/pages/card/card-files";

const require = createRequire(import.meta.url);
/** The card's fonts: Pretendard (SIL Open Font License), every modern Hangul syllable included. */
export const FONT_SOURCES = {
  bold: require.resolve("pretendard/dist/public/static/Pretendard-Bold.otf"),
  regular: require.resolve("pretendard/dist/public/static/Pretendard-Regular.otf"),
};

// resvg may be instantiated once per process, while this module is loaded afresh by each
// build or dev-server start (Vite's module runner): the promise lives on globalThis.
const RESVG_READY = Symbol.for("moim.card.resvg-ready");
const shared = globalThis as { [RESVG_READY]?: Promise<void> };

/** The product's card in `language`, drawn by the Worker's own drawing code with the same fonts. */
export async function drawNeutralCard(language: Language): Promise<Uint8Array> {
  shared[RESVG_READY] ??= initWasm(
    readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
  );
  await shared[RESVG_READY];
  const fonts = cardFontFiles(readFileSync(FONT_SOURCES.bold), readFileSync(FONT_SOURCES.regular));
  return drawCardPng(Resvg, neutralCard(language), fonts);
}
