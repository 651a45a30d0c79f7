import { renderPage } from "virtual:render-page";
import { inlineStylesheets } from "./inline-styles";

/** The about page's markup never changes within a deployment: rendered once per isolate. */
let aboutMarkup: Promise<string | null> | undefined;

/**
 * /about, where strangers land: the SPA's index.html with the page already rendered inside
 * #root by the app's own components, so it paints before the code arrives and then hydrates.
 */
export async function serveAboutPage(request: Request, assets: Fetcher): Promise<Response> {
  aboutMarkup ??= renderPage(new URL("/about", request.url).href).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: "error", msg: "about page render failed", error: String(error) }),
    );
    aboutMarkup = undefined;
    return null;
  });
  const [shell, markup] = await Promise.all([assets.fetch(request), aboutMarkup]);
  if (!shell.ok || !markup) return shell;
  // The first screenshot is the largest thing on a phone's first screen: ask for it before the
  // inline stylesheet is parsed, rather than when the parser reaches the image.
  const firstImage = /<img [^>]*src="(\/assets\/[^"]+)"/.exec(markup)?.[1];
  const preload = firstImage
    ? `<link rel="preload" as="image" href="${firstImage}" fetchpriority="high" />`
    : "";
  return inlineStylesheets(new HTMLRewriter(), assets, new URL(request.url))
    .on("head", { element: (el) => void el.prepend(preload, { html: true }) })
    .on("div#root", { element: (el) => void el.setInnerContent(markup, { html: true }) })
    .transform(shell);
}
