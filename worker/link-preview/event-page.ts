import { renderPage } from "virtual:render-page";
import type { EventPublicView } from "#contract/events";
import { SNAPSHOT_ELEMENT_ID } from "#contract/page-data";
import { roomFor } from "../services/event-rooms";
import { jsonForScript } from "./escape";
import { inlineStylesheets } from "./inline-styles";
import { previewImage } from "./preview-image";
import { previewTags } from "./preview-tags";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const EVENT_PAGE = new RegExp(`^/events/(${UUID})/public/?$`, "i");
const EVENT_IMAGE = new RegExp(`^/events/(${UUID})/preview\\.svg$`, "i");

type Snapshot = {
  view: EventPublicView;
  json: string;
  revision: number;
  /** Rendered markup by page path and phase (see `phaseOf`); a new revision starts afresh. */
  markup: Map<string, string | null>;
};

/**
 * Parsed snapshots by event, per isolate: a rush on one invite link parses the room's JSON once
 * per revision, not once per visitor. The room itself answers without touching D1 when warm.
 */
const parsed = new Map<string, Snapshot>();
// Each entry may hold a few rendered pages (about 100 KB for 200 participants): 50 events stay
// well inside an isolate's 128 MB.
const PARSED_LIMIT = 50;

async function snapshotOf(env: Env, eventId: string): Promise<Snapshot | null> {
  const result = await roomFor(env, eventId).publicSnapshot(eventId);
  if (!result.ok) {
    parsed.delete(eventId);
    return null;
  }
  const known = parsed.get(eventId);
  if (known && known.revision === result.revision && known.json === result.json) return known;
  const snapshot = {
    view: JSON.parse(result.json) as EventPublicView,
    json: result.json,
    revision: result.revision,
    markup: new Map<string, string | null>(),
  };
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(eventId, snapshot);
  return snapshot;
}

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
export const eventIdOfImage = (pathname: string) => EVENT_IMAGE.exec(pathname)?.[1]?.toLowerCase();

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
  const origin = env.APP_ORIGIN || url.origin;
  const { title, tags } = previewTags(snapshot?.view ?? null, {
    page: `${origin}/events/${eventId}/public`,
    image: `${origin}/events/${eventId}/preview.svg${snapshot ? `?v=${snapshot.revision}` : ""}`,
  });
  const markup = snapshot ? await markupOf(snapshot, url) : null;
  const data = snapshot
    ? `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(snapshot.json)}</script>`
    : "";
  const page = inlineStylesheets(new HTMLRewriter(), assets, url)
    .on("title", { element: (el) => void el.setInnerContent(title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on("head", { element: (el) => void el.append(`${tags}\n    ${data}`, { html: true }) })
    .on("div#root", {
      element: (el) => void (markup && el.setInnerContent(markup, { html: true })),
    })
    .transform(shell);
  return new Response(page.body, {
    status: snapshot ? 200 : 404,
    headers: shell.headers,
  });
}

/** The preview card as SVG, cached by the room's revision. */
export async function serveEventImage(env: Env, eventId: string, request: Request) {
  const snapshot = await snapshotOf(env, eventId);
  const etag = `W/"${snapshot?.revision ?? "none"}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(previewImage(snapshot?.view ?? null), {
    status: snapshot ? 200 : 404,
    headers,
  });
}
