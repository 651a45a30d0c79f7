import { renderSeriesPage } from "virtual:render-page";
import { SNAPSHOT_ELEMENT_ID } from "#contract/invite-page";
import type { SeriesPublicView } from "#contract/series";
import { SERIES_SNAPSHOT_ELEMENT_ID } from "#contract/series-page";
import type { Language } from "#i18n/language";
import { namedLanguage, requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { createDb } from "../db/client";
import { jsonForScript } from "../lib/html-escape";
import { errorText } from "../lib/log-text";
import { publicOrigin } from "../lib/public-origin";
import { seriesLanding } from "../series/series-reads";
import { neutralCardPath } from "./card/card-files";
import { attemptKeyField, wholeShell } from "./event-page";
import { inlineStylesheets } from "./inline-styles";
import { LANGUAGE_VARY, withPageLanguage } from "./page-language";
import { cardTags, neutralTags, previewTags, withPreviewTags } from "./preview-tags";
import {
  cardPathOf,
  EVENT_ID_PATTERN,
  type Snapshot,
  snapshotOf,
  type ViewReading,
} from "./snapshots";

const SERIES_PAGE = new RegExp(`^/series/(${EVENT_ID_PATTERN})/?$`, "i");

/** A series page's id, lower-cased, or undefined for any other path. */
export const seriesIdOfPage = (pathname: string) => SERIES_PAGE.exec(pathname)?.[1]?.toLowerCase();

/**
 * The group's link, `/series/{id}` (decision 0069), answered as an invite page is
 * (event-page.ts): the app's shell, the page rendered by the app's own route, and what it
 * starts from inline. It opens the next occurrence not yet begun: that occurrence's invite page,
 * whole, its snapshot inline as on its own page, its title and card (which shows its date) in
 * the preview tags, the page's address the series' own; the dates after it listed. The form
 * posts to the occurrence's own page, which answers it. With no occurrence left the page says
 * the series has ended, under the product's card; an unknown series gets the product's tags
 * and a 404, and the app its not-found state. Revalidated on every visit: the next occurrence
 * changes as each begins.
 */
export async function serveSeriesPage(
  request: Request,
  env: Env,
  assets: Fetcher,
  reading: ViewReading,
  seriesId: string,
): Promise<Response> {
  const url = new URL(request.url);
  const shellIn = wholeShell(request, assets);
  const named = namedLanguage(request);
  const [early, series] = await Promise.all([
    named ? shellIn(named) : undefined,
    seriesLanding(createDb(env.DB), seriesId),
  ]);
  const next = series?.next_event_id ?? null;
  const snapshot = next ? await snapshotOf(env, next, reading) : null;
  // A series page's words are the occurrence's language, as its invite page's are.
  const language = requestLanguage(request, { event: snapshot?.view.language });
  const shell = early ?? (await shellIn(language));
  if (!shell.ok) return shell;
  const origin = publicOrigin(env, url);
  const page = `${origin}/series/${seriesId}`;
  // An occurrence deleted between the two reads leaves nothing to open: the series reads as
  // ended rather than showing a page for a meeting that is gone.
  const shown: SeriesPublicView | null =
    series && (!snapshot ? { ...series, next_event_id: null, ended: true } : series);

  let markup: string | null = null;
  try {
    if (shown) markup = await renderSeriesPage(page, shown, snapshot?.view, language);
  } catch (error) {
    // The page still works without it: the app renders in the browser as on any other page.
    console.error(
      JSON.stringify({ level: "error", msg: "series page render failed", error: errorText(error) }),
    );
  }
  const tags = await tagsOf(env, url, language, page, shown, snapshot);
  const inline = [
    shown && [SERIES_SNAPSHOT_ELEMENT_ID, JSON.stringify(shown)],
    snapshot && [SNAPSHOT_ELEMENT_ID, snapshot.json],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair))
    .map(
      ([id, json]) => `<script type="application/json" id="${id}">${jsonForScript(json)}</script>`,
    )
    .join("");
  const rewriter = withPageLanguage(
    withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags),
    language,
  );
  rewriter.on("head", { element: (el) => void el.append(inline, { html: true }) }).on("div#root", {
    element: (el) => {
      // The posted form's attempt key, as on the invite page: a double tap registers once.
      if (snapshot) el.before(attemptKeyField(), { html: true });
      if (markup) el.setInnerContent(markup, { html: true });
    },
  });
  const headers = new Headers(shell.headers);
  for (const name of ["ETag", "Last-Modified"]) headers.delete(name);
  headers.append("Vary", LANGUAGE_VARY);
  return new Response(rewriter.transform(shell).body, {
    status: shown ? 200 : 404,
    headers,
  });
}

/**
 * The link card: the next occurrence's own (its title, date and place, its drawn card) at the
 * series' address; an ended series' title saying so, under the product's card; for an unknown
 * one, the product's.
 */
async function tagsOf(
  env: Env,
  url: URL,
  language: Language,
  page: string,
  series: SeriesPublicView | null,
  snapshot: Snapshot | null,
): Promise<string> {
  const origin = publicOrigin(env, url);
  if (series && snapshot && series.next_event_id) {
    const card = await cardPathOf(series.next_event_id, snapshot);
    return previewTags(snapshot.view, { page, image: `${origin}${card}` }, language);
  }
  if (!series) return neutralTags(env, url, language);
  const locale = { locale: language };
  const title = m.series_page_ended_title({ title: series.title }, locale);
  return cardTags({ page, image: `${origin}${neutralCardPath(language)}` }, language, {
    title,
    description: m.series_page_ended_description({}, locale),
    alt: m.pages_neutral_card_alt({}, locale),
    documentTitle: title,
  });
}
