import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { bundleReport, bundleReportFile } from "../size/bundle-report-plugin.ts";
import { catalogs } from "./catalogs.ts";
import { BROWSER_BUILD } from "./client-build.ts";
import { catalogLanguages, shellFile } from "./languages.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * One tree of the browser's files per language (docs/decisions/0058): the app's own
 * build is the Korean tree, and each other language is built again here with its words alone,
 * into the same client folder. Files are named by their content, so what no word changes (the
 * framework, the stylesheet, the fonts) comes out alike and is kept once; the rest sits beside
 * Korean's under other names, and the language's shell (index-en.html) loads it. The Worker
 * serves each reader the shell of the reader's language (worker/pages/app-shell.ts).
 * `buildDir` is the build's folder, where each tree's bundle report goes beside `client/`.
 */
export function languageTrees(buildDir: string): Plugin {
  return {
    name: "moim:language-trees",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle: {
      sequential: true,
      async handler(options) {
        const client = options.dir;
        if (!client) throw new Error("language-trees: the client build has no output folder");
        const { baseLocale, locales } = catalogLanguages();
        for (const language of locales) {
          if (language === baseLocale) continue;
          const tree = join(buildDir, `.tree-${language}`);
          await build({
            configFile: false,
            root: ROOT,
            logLevel: "warn",
            plugins: [
              catalogs({ language }),
              react(),
              tailwindcss(),
              bundleReport(join(buildDir, bundleReportFile(language))),
            ],
            build: { ...BROWSER_BUILD, outDir: tree, emptyOutDir: true, copyPublicDir: false },
          });
          keepFiles(join(tree, "assets"), join(client, "assets"));
          copyFileSync(join(tree, "index.html"), join(client, shellFile(language, baseLocale)));
          rmSync(tree, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * A tree's files moved in beside the others. A name already there must hold the same bytes:
 * names come from contents, and two files under one name would serve one tree the other's.
 */
function keepFiles(from: string, into: string) {
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(into, name);
    if (existsSync(target)) {
      if (!readFileSync(source).equals(readFileSync(target)))
        throw new Error(`language-trees: two different files are both named assets/${name}`);
      continue;
    }
    copyFileSync(source, target);
  }
}
