import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Plugin, runnerImport } from "vite";

const loadCardModule = async () =>
  (
    await runnerImport<typeof import("./neutral-card.ts")>(
      join(import.meta.dirname, "neutral-card.ts"),
    )
  ).module;

/**
 * Puts the link cards' files into the client build (worker/pages/card/card-files.ts):
 * the font files the Worker draws event cards with, and the neutral card, drawn here once per language by
 * the same code and fonts, for /about, the app's other pages and unknown events. The drawing
 * code is loaded through Vite's module runner, so the config itself imports no Worker code.
 * Under `vite dev` the same files are served from memory.
 */
export function cardFiles(): Plugin {
  return {
    name: "moim:card-files",
    applyToEnvironment: (environment) => environment.name === "client",
    configureServer(server) {
      let files: Promise<Map<string, Uint8Array>> | undefined;
      const load = async () => {
        const card = await loadCardModule();
        return new Map<string, Uint8Array>([
          [card.CARD_FONT_PATHS.bold, readFileSync(card.FONT_SOURCES.bold)],
          [card.CARD_FONT_PATHS.regular, readFileSync(card.FONT_SOURCES.regular)],
          ...(await Promise.all(
            card.LANGUAGES.map(
              async (language) =>
                [card.neutralCardPath(language), await card.drawNeutralCard(language)] as const,
            ),
          )),
        ]);
      };
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith("/card")) return next();
        files ??= load();
        const file = (await files).get(path);
        if (!file) return next();
        res.setHeader("Content-Type", path.endsWith(".png") ? "image/png" : "font/otf");
        res.end(file);
      });
    },
    async writeBundle(options) {
      if (!options.dir) throw new Error("card-files: the client build has no output folder");
      const out = options.dir;
      const place = (path: string) => {
        const file = join(out, path);
        mkdirSync(dirname(file), { recursive: true });
        return file;
      };
      const card = await loadCardModule();
      copyFileSync(card.FONT_SOURCES.bold, place(card.CARD_FONT_PATHS.bold));
      copyFileSync(card.FONT_SOURCES.regular, place(card.CARD_FONT_PATHS.regular));
      for (const language of card.LANGUAGES) {
        writeFileSync(place(card.neutralCardPath(language)), await card.drawNeutralCard(language));
      }
    },
  };
}
