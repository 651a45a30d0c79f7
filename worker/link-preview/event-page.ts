import { renderPage } from "virtual:render-page";
import type { EventPublicView } from "#contract/events";
import { SNAPSHOT_ELEMENT_ID } from "#contract/page-data";
import { NEUTRAL_CARD_PATH } from "./card/card-files";
import { jsonForScript } from "./escape";
import { inlineStylesheets } from "./inline-styles";
import { previewTags, publicOrigin, withPreviewTags } from "./preview-tags";
import { cardPathOf, EVENT_ID_PATTERN, type Snapshot, snapshotOf } from "./snapshots";

const EVENT_PAGE = new RegExp(`^/events/(${EVENT_ID_PATTERN})/public/?$`, "i");

/** What the page shows changes with time too: open, past the deadline, past the event. */
function phaseOf(view: EventPublicView, now = Date.now()): string {
  if (view.deadline_date && now > Date.parse(view.deadline_date)) return "closed";
  return now > Date.parse(view.event_date) ? "ended" : "open";
}

/** The app's own first render of the page, rendered once per revision and phase. */
async function markupOf(snapshot: Snapshot, url: URL): Promise<string | null> {
  const key = `${url.pathname}|${phaseOf(snapshot.view)}`;
  if (snapshot.markup.has(key)) return snapshot.markup.get(key) ?? null;
  let markup: string | null = null;
  try {
    markup = await renderPage(url.href, snapshot.view);
  } catch (error) {
    // The page still works without it: the app renders in the browser as on any other page.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "invite page render failed",
        error: String(error),
        stack: String((error as Error).stack),
      }),
    );
  }
  snapshot.markup.set(key, markup);
  return markup;
}

export const eventIdOfPage = (pathname: string) => EVENT_PAGE.exec(pathname)?.[1]?.toLowerCase();

/**
 * The invite page: the SPA's index.html with the event's own title and preview tags, and its
 * snapshot inline. An unknown or deleted event gets the neutral tags and a 404 status; the SPA
 * then shows its not-found state.
 */
export async function serveEventPage(
  request: Request,
  env: Env,
  assets: Fetcher,
  eventId: string,
): Promise<Response> {
  // The app's index.html is the page's shell.
  const index = new Request(new URL("/", request.url), request);
  const [shell, snapshot] = await Promise.all([assets.fetch(index), snapshotOf(env, eventId)]);
  if (!shell.ok) return shell;
  const url = new URL(request.url);
  const origin = publicOrigin(env, url);
  const [markup, cardPath] = snapshot
    ? await Promise.all([markupOf(snapshot, url), cardPathOf(eventId, snapshot)])
    : [null, NEUTRAL_CARD_PATH];
  const tags = previewTags(snapshot?.view ?? null, {
    page: `${origin}/events/${eventId}/public`,
    image: `${origin}${cardPath}`,
  });
  const data = snapshot
    ? `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(snapshot.json)}</script>`
    : "";
  const rewriter = withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags);
  const page = rewriter
    .on("head", { element: (el) => void (data && el.append(data, { html: true })) })
    .on("div#root", {
      element: (el) => void (markup && el.setInnerContent(markup, { html: true })),
    })
    .transform(shell);
  return new Response(page.body, {
    status: snapshot ? 200 : 404,
    headers: shell.headers,
  });
}
