import bold from "pretendard/dist/public/static/Pretendard-Bold.otf?inline";
import regular from "pretendard/dist/public/static/Pretendard-Regular.otf?inline";
import { CARD_FONT_PATHS } from "../../../worker/pages/card/card-files";

/** The bytes of a `data:` URL, as Vite's `?inline` import gives a file. */
function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The card's font files as the build puts them into the app (scripts/build/card-files.ts). */
export const CARD_FONTS: Record<string, Uint8Array> = {
  [CARD_FONT_PATHS.bold]: bytesOf(bold),
  [CARD_FONT_PATHS.regular]: bytesOf(regular),
};

/** The index.html shell the assets binding serves for the app's pages. */
export const SHELL = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="generic" />
    <title>모임 RSVP</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * An assets binding like the built app's: the card fonts, a stylesheet, and the shell for
 * every other path. `asked` records the paths fetched.
 */
export function builtAssets(asked: string[] = [], css = ".page{color:teal}".repeat(4000)) {
  return {
    fetch: async (request: Request) => {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      const font = CARD_FONTS[pathname];
      if (font) return new Response(font, { headers: { "content-type": "font/otf" } });
      if (pathname.endsWith(".css")) {
        return new Response(css, { headers: { "content-type": "text/css" } });
      }
      return new Response(SHELL, { headers: { "content-type": "text/html" } });
    },
  } as unknown as Fetcher;
}
