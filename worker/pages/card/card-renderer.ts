import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import { CARD_FONT_PATHS } from "./card-files";
import { type CardFontFiles, cardFontFiles, drawCardPng } from "./card-png";
import type { CardContent } from "./card-svg";

/**
 * The Worker's card renderer, imported only when a card is drawn (see serve-card.ts) so that
 * neither the WebAssembly module nor the fonts cost anything at start-up or on other requests.
 * The module is instantiated and the fonts are fetched once per isolate.
 *
 * Only what is finished is kept, never a pending promise (docs/decisions/0030-per-isolate-work.md):
 * a request cancelled while it instantiated or fetched leaves the next card to do it again. A
 * font missing from a broken build is retried by the next card, not remembered.
 */
let instantiated = false;
let fonts: CardFontFiles | undefined;

async function fontFile(assets: Fetcher, origin: string, path: string): Promise<Uint8Array> {
  const response = await assets.fetch(new Request(new URL(path, origin)));
  if (!response.ok) throw new Error(`card font ${path}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function instantiate() {
  if (instantiated) return;
  try {
    await initWasm(resvgModule);
  } catch (error) {
    // initWasm refuses a second call once any call has finished: another card got there first.
    // Two cards arriving together may each instantiate (the later replaces the module's
    // instance); drawCardPng holds no WebAssembly object across an await, so neither minds.
    if (!String(error).includes("Already initialized")) throw error;
  }
  instantiated = true;
}

async function prepare(assets: Fetcher, origin: string): Promise<CardFontFiles> {
  const [, bold, regular] = await Promise.all([
    instantiate(),
    fonts ? null : fontFile(assets, origin, CARD_FONT_PATHS.bold),
    fonts ? null : fontFile(assets, origin, CARD_FONT_PATHS.regular),
  ]);
  if (!fonts && bold && regular) fonts = cardFontFiles(bold, regular);
  if (!fonts) throw new Error("card fonts missing");
  return fonts;
}

export async function drawCard(
  assets: Fetcher,
  origin: string,
  content: CardContent,
): Promise<Uint8Array> {
  return drawCardPng(Resvg, content, await prepare(assets, origin));
}
