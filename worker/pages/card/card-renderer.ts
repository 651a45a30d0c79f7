import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import { CARD_FONT_PATHS } from "./card-files";
import { type CardFontFiles, cardFontFiles, drawCardPng } from "./card-png";
import type { CardContent } from "./card-svg";

/**
 * The Worker's card renderer, imported only when a card is drawn (see serve-card.ts) so that
 * neither the WebAssembly module nor the fonts cost anything at start-up or on other requests.
 * The module is instantiated and the fonts are fetched once per isolate.
 */
// initWasm may run only once per isolate; font files are fetched again if they failed (a
// font missing from a broken build is retried by the next card, not remembered).
let instantiated: Promise<void> | undefined;
let fonts: Promise<CardFontFiles> | undefined;

async function fontFile(assets: Fetcher, origin: string, path: string): Promise<Uint8Array> {
  const response = await assets.fetch(new Request(new URL(path, origin)));
  if (!response.ok) throw new Error(`card font ${path}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function prepare(assets: Fetcher, origin: string): Promise<CardFontFiles> {
  instantiated ??= initWasm(resvgModule);
  fonts ??= Promise.all([
    fontFile(assets, origin, CARD_FONT_PATHS.bold),
    fontFile(assets, origin, CARD_FONT_PATHS.regular),
  ]).then(([bold, regular]) => cardFontFiles(bold, regular));
  fonts.catch(() => {
    fonts = undefined;
  });
  const [, files] = await Promise.all([instantiated, fonts]);
  return files;
}

export async function drawCard(
  assets: Fetcher,
  origin: string,
  content: CardContent,
): Promise<Uint8Array> {
  return drawCardPng(Resvg, content, await prepare(assets, origin));
}
