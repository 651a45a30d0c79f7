import type { Resvg as ResvgClass } from "@resvg/resvg-wasm";
import { CARD_FONT_FAMILY, type CardContent, cardSvg } from "./card-svg";
import { type FontMetrics, readFontMetrics } from "./font-metrics";
import { pngFile } from "./png-file";

/** The card's two font files (Pretendard bold and regular, OpenType) with their metrics. */
export type CardFontFiles = {
  bold: Uint8Array;
  regular: Uint8Array;
  metrics: { bold: FontMetrics; regular: FontMetrics };
};

export function cardFontFiles(bold: Uint8Array, regular: Uint8Array): CardFontFiles {
  return {
    bold,
    regular,
    metrics: { bold: readFontMetrics(bold), regular: readFontMetrics(regular) },
  };
}

/**
 * Draws a card into a PNG with resvg (WebAssembly), which is given only our font files: the
 * same pixels on the Worker, at build time and on any machine. The caller has initialised the
 * WebAssembly module (the Worker and Node load it differently).
 */
export async function drawCardPng(
  Resvg: typeof ResvgClass,
  content: CardContent,
  fonts: CardFontFiles,
): Promise<Uint8Array> {
  const renderer = new Resvg(cardSvg(content, fonts.metrics), {
    font: {
      fontBuffers: [fonts.bold, fonts.regular],
      defaultFontFamily: CARD_FONT_FAMILY,
      sansSerifFamily: CARD_FONT_FAMILY,
    },
  });
  let drawn: { pixels: Uint8Array; width: number; height: number };
  try {
    const image = renderer.render();
    try {
      // Copied out and freed before anything is awaited: no WebAssembly object outlives this
      // turn, so another card instantiating the module meanwhile cannot pull memory from under
      // it (card-renderer.ts keeps no pending instantiation to share).
      drawn = { pixels: image.pixels.slice(), width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
  return pngFile(drawn.pixels, drawn.width, drawn.height);
}
