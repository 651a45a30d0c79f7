import { inlineStylesheets } from "./inline-styles";
import { neutralTags, withPreviewTags } from "./preview-tags";

/**
 * /about, where strangers land: rendered from the app's own components when the app is built
 * (scripts/build/prerender-about.ts) into about.html, which the assets layer serves for /about.
 * Its stylesheet goes inline so it paints from the HTML alone; the browser then hydrates it.
 * Under `vite dev` there is no such file and the app renders the page in the browser.
 */
export async function serveAboutPage(
  request: Request,
  env: Env,
  assets: Fetcher,
): Promise<Response> {
  const page = await assets.fetch(new Request(new URL("/about", request.url), request));
  if (!page.ok) return page;
  const url = new URL(request.url);
  const tags = neutralTags(env, new URL("/about", url));
  return withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags).transform(page);
}
