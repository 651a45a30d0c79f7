import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Plugin, runnerImport } from "vite";

/**
 * Puts the link cards' files into the client build (worker/link-preview/card/card-files.ts):
 * the font files the Worker draws event cards with, and the neutral card, drawn here once by
 * the same code and fonts, for /about, the app's other pages and unknown events. The drawing
 * code is loaded through Vite's module runner, so the config itself imports no Worker code.
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
      const { module: card } = await runnerImport<typeof import("./neutral-card.ts")>(
        join(import.meta.dirname, "neutral-card.ts"),
      );
      copyFileSync(card.FONT_SOURCES.bold, place(card.CARD_FONT_PATHS.bold));
      copyFileSync(card.FONT_SOURCES.regular, place(card.CARD_FONT_PATHS.regular));
      writeFileSync(place(card.NEUTRAL_CARD_PATH), await card.drawNeutralCard());
    },
  };
}
