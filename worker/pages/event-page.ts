import { renderPage, renderPosted } from "virtual:render-page";
import {
  FORM_KEY_FIELD,
  type FormPost,
  formPageRequest,
  formPageSearch,
  INVITE_FORM_ID,
} from "#contract/invite-form";
import {
  ACTION_DATA_ELEMENT_ID,
  SNAPSHOT_ELEMENT_ID,
  WHOLE_LIST_SEARCH,
  wholeListAsked,
} from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import { closedReason } from "#contract/response-rules";
import { LANGUAGES, type Language } from "#i18n/language";
import { namedLanguage, requestLanguage } from "#i18n/request-language";
import { createDb } from "../db/client";
import { jsonForScript } from "../lib/html-escape";
import { errorText } from "../lib/log-text";
import { publicOrigin } from "../lib/public-origin";
import { cancellationOf } from "../services/cancelled-events";
import { fetchShell } from "./app-shell";
import { browserBanner } from "./browser-banner";
import { cancelledPage } from "./cancelled-page";
import { neutralCardPath } from "./card/card-files";
import { eventManifestPath } from "./event-manifest";
import { browserOf } from "./in-app-browser";
import { inlineStylesheets } from "./inline-styles";
import { LANGUAGE_VARY, withPageLanguage } from "./page-language";
import { cancelledTags, previewTags, withPreviewTags } from "./preview-tags";
import {
  cardPathOf,
  EVENT_ID_PATTERN,
  type Snapshot,
  snapshotOf,
  type ViewReading,
} from "./snapshots";

const EVENT_PAGE = new RegExp(`^/events/(${EVENT_ID_PATTERN})/public/?$`, "i");

/**
 * Pages kept per snapshot: every form (new, delete) with and without the whole list, per phase
 * and language.
 */
const MARKUP_LIMIT = 12 * LANGUAGES.length;

/** What the page shows changes with time too: open, past the deadline, past the event. */
const phaseOf = (view: EventPublicView) => closedReason(view, Date.now()) ?? "open";

/**
 * The app's own first render of the page. The plain page, its cancellation form and its whole
 * list are rendered once per revision and phase; a page opened for changing one response (its row's
 * 수정 before the app runs) is rendered when asked, since there are as many as responses. Each
 * language has its own: a page is kept under the language it was rendered in.
 */
async function markupOf(
  snapshot: Snapshot,
  eventId: string,
  url: URL,
  language: Language,
): Promise<string | null> {
  const asked = formPageRequest(url.searchParams);
  const known = asked.mode !== "edit" || snapshot.view.responses.some((r) => r.id === asked.id);
  const form = !known
    ? ""
    : asked.mode === "edit"
      ? formPageSearch("edit", asked.id)
      : formPageSearch(asked.mode);
  const whole = wholeListAsked(url.searchParams) ? WHOLE_LIST_SEARCH : "";
  const search = form && whole ? `${form}&${whole.slice(1)}` : form || whole;
  // Rendered at its canonical address, and kept under it: the path matches in any case and with
  // a trailing slash, so keyed by the path as sent every spelling of it would render again.
  // Other parameters never reach the app.
  const page = new URL(`/events/${eventId}/public${search}`, url);
  const key = `${search}|${phaseOf(snapshot.view)}|${language}`;
  const kept = asked.mode !== "edit";
  if (kept && snapshot.markup.has(key)) return snapshot.markup.get(key) ?? null;
  let markup: string | null = null;
  try {
    markup = await renderPage(page.href, snapshot.view, language);
  } catch (error) {
    // The page still works without it: the app renders in the browser as on any other page.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "invite page render failed",
        error: errorText(error),
        stack: errorText((error as Error).stack),
      }),
    );
  }
  if (kept) {
    // At most MARKUP_LIMIT keys exist (two forms, whole list or not, three phases, each
    // language); the bound
    // holds whatever the keys become.
    if (snapshot.markup.size >= MARKUP_LIMIT && !snapshot.markup.has(key)) {
      snapshot.markup.delete(snapshot.markup.keys().next().value as string);
    }
    snapshot.markup.set(key, markup);
  }
  return markup;
}

export const eventIdOfPage = (pathname: string) => EVENT_PAGE.exec(pathname)?.[1]?.toLowerCase();

/** An invite page's address whatever its id, a mistyped one included. */
export const isInvitePagePath = (pathname: string) =>
  /^\/events\/[^/]+\/public\/?$/i.test(pathname);

/**
 * The invite page: the SPA's index.html with the event's own title and preview tags, and its
 * snapshot inline. An unknown event gets the neutral tags and a 404 status; the SPA then shows
 * its not-found state. A deleted one, while it is remembered, its cancelled page (410). For a posted form (`posted`: its fields, and the Worker's
 * part of the page route's action), the page is rendered after the action ran, showing its reply.
 * The page is in the reader's language (the switch's cookie, the browser's, else the event's):
 * a chat app's crawler names none and gets the event's. The event's view is read as `reading`
 * says: for a view, the copy near the reader (view-copies.ts).
 */
/**
 * The app's index.html as a page's shell, in a language, asked for whole: a page made from it
 * differs on every request (the snapshot, the attempt key, the banner for this browser), so a
 * browser's revalidation against the shell's ETag must not come back as a 304 of an old page.
 */
export function wholeShell(request: Request, assets: Fetcher) {
  const conditionless = new Headers(request.headers);
  for (const name of ["If-None-Match", "If-Modified-Since"]) conditionless.delete(name);
  const url = new URL(request.url);
  return (language: Language) => fetchShell(assets, url, language, { headers: conditionless });
}

export async function serveEventPage(
  request: Request,
  env: Env,
  assets: Fetcher,
  reading: ViewReading,
  eventId: string,
  posted?: { fields: URLSearchParams; post: (view?: EventPublicView) => FormPost },
): Promise<Response> {
  const url = new URL(request.url);
  const shellIn = wholeShell(request, assets);
  // The shell is the reader's language's; only a request that names no language (a crawler)
  // waits for the event's to know which.
  const named = namedLanguage(request);
  const [early, before] = await Promise.all([
    named ? shellIn(named) : undefined,
    snapshotOf(env, eventId, reading),
  ]);
  if (!before) {
    // Deleted by its organiser: the page says it was cancelled, posted form or not (decision 0060).
    const cancelled = await cancellationOf(createDb(env.DB), eventId);
    if (cancelled) {
      const language = requestLanguage(request, { event: cancelled.language });
      const tags = cancelledTags(env, new URL(request.url), cancelled.event, language);
      return cancelledPage(cancelled.event, language, tags);
    }
  }
  const language = requestLanguage(request, { event: before?.view.language });
  const shell = early ?? (await shellIn(language));
  if (!shell.ok) return shell;
  const origin = publicOrigin(env, url);
  const page = `${origin}/events/${eventId}/public`;
  // A posted form is rendered for itself, never kept: its reply is this visitor's alone. The
  // action reads the event as the visitor saw it; the page shows it as the action left it, read
  // from the room (which renews the data center's copy too).
  let snapshot = before;
  const answered = posted
    ? await renderPosted(
        `${page}${url.search}`,
        posted.fields,
        posted.post(before?.view),
        async () => {
          snapshot = await snapshotOf(env, eventId, { ...reading, fresh: true });
          return snapshot?.view;
        },
        language,
      )
    : null;
  const [markup, cardPath] = snapshot
    ? await Promise.all([
        answered ? answered.markup : markupOf(snapshot, eventId, url, language),
        cardPathOf(eventId, snapshot),
      ])
    : [answered?.markup ?? null, neutralCardPath(language)];
  const tags = previewTags(
    snapshot?.view ?? null,
    { page, image: `${origin}${cardPath}` },
    language,
  );
  const data = snapshot
    ? `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(snapshot.json)}</script>`
    : "";
  // The action's data, for the browser's router to hydrate the page as it was rendered.
  const actionData = answered
    ? `<script type="application/json" id="${ACTION_DATA_ELEMENT_ID}">${jsonForScript(JSON.stringify(answered.actionData))}</script>`
    : "";
  // For a browser push cannot reach, how to be told anyway (in-app-browser.ts).
  const banner = snapshot
    ? browserBanner(
        browserOf(request.headers.get("User-Agent")),
        pageAddress(origin, eventId, url),
        language,
        answered != null && answered.reply.status < 300,
      )
    : null;
  const rewriter = withPageLanguage(
    withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags),
    language,
  );
  rewriter
    .on("head", {
      element: (el) => void el.append(`${data}${actionData}${banner?.head ?? ""}`, { html: true }),
    })
    .on("div#root", {
      element: (el) => {
        // Outside the app's markup, so hydration neither trips over it nor removes it.
        el.before(`${attemptKeyField()}${banner?.html ?? ""}`, { html: true });
        if (markup) el.setInnerContent(markup, { html: true });
      },
    });
  if (snapshot) {
    // Added to the home screen, the page opens itself, not the site's start page.
    rewriter.on('head > link[rel="manifest"]', {
      element: (el) => void el.setAttribute("href", eventManifestPath(eventId)),
    });
  }
  const headers = new Headers(shell.headers);
  // The shell's validators are not this page's (see above): without one, every visit gets the
  // page as it is now.
  for (const name of ["ETag", "Last-Modified"]) headers.delete(name);
  // The page differs by browser (the banner) and by the reader's language: no cache may hand
  // one browser's or one reader's page to another.
  headers.append("Vary", "User-Agent");
  headers.append("Vary", LANGUAGE_VARY);
  // A reply names a response and may carry its personal link: for this visitor only.
  if (posted) headers.set("Cache-Control", "no-store");
  return new Response(rewriter.transform(shell).body, {
    status: answered?.reply.status ?? (snapshot ? 200 : 404),
    headers,
  });
}

/**
 * The page's address as the invitee would open it elsewhere: at its canonical path, with the
 * query it was opened with (a form or the whole list), less LINE's way out, which has done its job.
 */
function pageAddress(origin: string, eventId: string, url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("openExternalBrowser");
  const query = search.size ? `?${search}` : "";
  return `${origin}/events/${eventId}/public${query}`;
}

/**
 * A new idempotency key for each page sent: a form posted twice from the same page (a double
 * tap, a reload of the answer) registers once. Joined to the form by its id. A series' page,
 * which shows an occurrence's form, sends one too (series-page.ts).
 */
export const attemptKeyField = () =>
  `<input type="hidden" form="${INVITE_FORM_ID}" name="${FORM_KEY_FIELD}" value="${crypto.randomUUID()}">`;
