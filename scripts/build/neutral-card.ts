import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { NEUTRAL_CARD } from "../../worker/link-preview/card/card-content";
import { cardFontFiles, drawCardPng } from "../../worker/link-preview/card/card-png";

export { CARD_FONT_PATHS, NEUTRAL_CARD_PATH } from "../../worker/link-preview/card/card-files";

const require = createRequire(import.meta.url);
/** The card's fonts: Pretendard (SIL Open Font License), every modern Hangul syllable included. */
export const FONT_SOURCES = {
  bold: require.resolve("pretendard/dist/public/static/Pretendard-Bold.otf"),
  regular: require.resolve("pretendard/dist/public/static/Pretendard-Regular.otf"),
};

/** The product's card, drawn by the Worker's own drawing code with the same fonts. */
export async function drawNeutralCard(): Promise<Uint8Array> {
  await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  const fonts = cardFontFiles(readFileSync(FONT_SOURCES.bold), readFileSync(FONT_SOURCES.regular));
  return drawCardPng(Resvg, NEUTRAL_CARD, fonts);
}
