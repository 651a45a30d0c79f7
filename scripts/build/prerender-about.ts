import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import type { RenderPage } from "#contract/invite-page";
import type { Language } from "#i18n/language";
import { catalogLanguages, shellFile } from "./languages.ts";

const ROOT = join(import.meta.dirname, "..", "..");
/** Inside the project, so the renderer's imports of React and the router resolve. */
const RENDERER_DIR = join(ROOT, "node_modules", ".cache", "moim-prerender");
const RENDERER_FILE = "render-page.mjs";

/**
 * /about never changes within a deployment, so it is rendered once per language, when the app is
 * built, by the app's own routes and components (web/ssr/render-page.tsx), into `about.html`
 * (Korean) and `about-en.html` beside index.html. The Worker serves the reader's with its
 * stylesheet inline (worker/pages/about-page.ts) and the browser hydrates it.
 */
export function prerenderAbout(): Plugin {
  return {
    name: "moim:prerender-about",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After every language's tree is in place (language-trees.ts): its page loads that tree.
    writeBundle: {
      sequential: true,
      async handler(options) {
        if (!options.dir) throw new Error("prerender-about: the client build has no output folder");
        const renderPage = await buildRenderer();
        const { baseLocale, locales } = catalogLanguages();
        for (const language of locales) {
          // Each language's page loads that language's tree (scripts/build/language-trees.ts).
          const shell = readFileSync(join(options.dir, shellFile(language, baseLocale)), "utf8");
          const markup = await renderPage("http://localhost/about", undefined, language);
          if (!markup) throw new Error(`prerender-about: /about rendered nothing in ${language}`);
          // As worker/pages/about-page.ts (aboutPath) asks for them.
          const file = language === baseLocale ? "about.html" : `about-${language}.html`;
          writeFileSync(join(options.dir, file), aboutPage(shell, markup, language));
        }
      },
    },
  };
}

/**
 * The renderer built for Node with the client's plugins, so that imported files (the
 * screenshots) get the very URLs the browser's build gives them and hydration matches.
 */
async function buildRenderer(): Promise<RenderPage> {
  rmSync(RENDERER_DIR, { recursive: true, force: true });
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "error",
    plugins: [react(), tailwindcss()],
    build: {
      ssr: "web/ssr/render-page.tsx",
      outDir: RENDERER_DIR,
      ssrEmitAssets: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: RENDERER_FILE } },
    },
  });
  const module = (await import(pathToFileURL(join(RENDERER_DIR, RENDERER_FILE)).href)) as {
    renderPage: RenderPage;
  };
  return module.renderPage;
}

/**
 * index.html with the page inside #root, and its first screenshot (the largest thing on a
 * phone's first screen) asked for from the head rather than when the parser reaches it. The
 * screenshot is a <picture> with a source per size: each is preloaded only where its media
 * query holds, so a phone fetches the phone image alone and a laptop the laptop one. `<html>`
 * names the page's language, as on every page the Worker renders.
 */
export function aboutPage(shell: string, markup: string, language: Language): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error("prerender-about: index.html has no empty #root");
  const preload = firstImagePreloads(markup)
    .map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${href}"${media ? ` media="${media}"` : ""} fetchpriority="high" />\n    `,
    )
    .join("");
  // Replacer functions: the markup is text, and a `$&` in it must stay as it is.
  // After the viewport tag: a media query read before it is read against a phone's 980 px
  // default layout width, and the phone would preload the laptop image.
  const anchor = /<meta name="viewport"[^>]*>\s*/.test(shell)
    ? /<meta name="viewport"[^>]*>\s*/
    : /<head>\s*/;
  return shell
    .replace(/<html\b[^>]*>/, () => `<html lang="${language}" data-language="${language}">`)
    .replace(anchor, (tag) => `${tag}${preload}`)
    .replace(root, () => `<div id="root">${markup}</div>`);
}

/**
 * What to preload for the first <img>: the sources of its <picture>, each where its media holds
 * (they cover every width between them), or the image itself when it stands alone.
 */
function firstImagePreloads(markup: string): { href: string; media?: string }[] {
  const image = /<img [^>]*src="(\/assets\/[^"]+)"/.exec(markup);
  if (!image) return [];
  const before = markup.slice(0, image.index);
  const picture = before.lastIndexOf("<picture");
  const inPicture = picture >= 0 && !before.slice(picture).includes("</picture>");
  const sources = inPicture
    ? [...before.slice(picture).matchAll(/<source [^>]*>/g)].flatMap(([tag]) => {
        const media = /media="([^"]+)"/.exec(tag)?.[1];
        const file = /srcset="(\/assets\/[^"\s,]+)"/i.exec(tag)?.[1];
        return media && file ? [{ href: file, media }] : [];
      })
    : [];
  return sources.length ? sources : [{ href: image[1] }];
}
