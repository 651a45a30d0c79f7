import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { inlineStylesheets } from "./inline-styles";
import { LANGUAGE_VARY, withPageLanguage } from "./page-language";
import { neutralTags, withPreviewTags } from "./preview-tags";

/**
 * Where the build leaves /about in `language` (scripts/build/prerender-about.ts names its files
 * the same way): Korean's at about.html, as before there were others, each other language's
 * beside it (about-en.html).
 */
export const aboutPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "/about" : `/about-${language}`;

/**
 * /about, where strangers land: rendered from the app's own components when the app is built
 * (scripts/build/prerender-about.ts), once per language, and served in the reader's (the
 * switch's cookie, the browser's languages, else Korean). Its stylesheet goes inline so it
 * paints from the HTML alone; the browser then hydrates it. Under `vite dev` there is no such
 * file and the app renders the page in the browser.
 */
export async function serveAboutPage(
  request: Request,
  env: Env,
  assets: Fetcher,
): Promise<Response> {
  const language = requestLanguage(request);
  const file = new Request(new URL(aboutPath(language), request.url), request);
  const page = await assets.fetch(file);
  if (!page.ok) return page;
  const url = new URL(request.url);
  const tags = neutralTags(env, new URL("/about", url), language);
  const rewriter = withPageLanguage(
    withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags),
    language,
  );
  const served = rewriter.transform(page);
  const headers = new Headers(served.headers);
  headers.append("Vary", LANGUAGE_VARY);
  return new Response(served.body, { status: served.status, headers });
}
