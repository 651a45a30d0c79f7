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
  return inlineStylesheets(new HTMLRewriter(), assets, new URL(request.url))
    .on("div#root", { element: (el) => void el.setInnerContent(markup, { html: true }) })
    .transform(shell);
}
