import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { Plugin } from "vite";
import { NEUTRAL_CARD } from "../../worker/link-preview/card/card-content";
import { CARD_FONT_PATHS, NEUTRAL_CARD_PATH } from "../../worker/link-preview/card/card-files";
import { cardFontFiles, drawCardPng } from "../../worker/link-preview/card/card-png";

const require = createRequire(import.meta.url);
/** The card's fonts: Pretendard (SIL Open Font License), every modern Hangul syllable included. */
const FONT_SOURCES = {
  bold: require.resolve("pretendard/dist/public/static/Pretendard-Bold.otf"),
  regular: require.resolve("pretendard/dist/public/static/Pretendard-Regular.otf"),
};

let instantiated: Promise<void> | undefined;

/**
 * Puts the link cards' files into the client build (worker/link-preview/card/card-files.ts):
 * the font files the Worker draws event cards with, and the neutral card, drawn here once by
 * the same code and fonts, for /about, the app's other pages and unknown events.
 */
export function cardFiles(): Plugin {
  return {
    name: "moim:card-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) throw new Error("card-files: the client build has no output folder");
      const out = options.dir;
      const place = (path: string) => {
        const file = join(out, path);
        mkdirSync(dirname(file), { recursive: true });
        return file;
      };
      copyFileSync(FONT_SOURCES.bold, place(CARD_FONT_PATHS.bold));
      copyFileSync(FONT_SOURCES.regular, place(CARD_FONT_PATHS.regular));
      instantiated ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
      await instantiated;
      const fonts = cardFontFiles(
        readFileSync(FONT_SOURCES.bold),
        readFileSync(FONT_SOURCES.regular),
      );
      writeFileSync(place(NEUTRAL_CARD_PATH), drawCardPng(Resvg, NEUTRAL_CARD, fonts));
    },
  };
}
