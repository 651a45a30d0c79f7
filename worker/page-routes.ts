import type { PollPublicView } from "#contract/polls";
import type { EventPublicView } from "#contract/public-view";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { configOf } from "./lib/config";
import { readBody } from "./middleware/request-body";
import { serveAboutPage } from "./pages/about-page";
import { fetchShell } from "./pages/app-shell";
import { cardAddress, serveEventCard } from "./pages/card/serve-card";
import { eventIdOfManifest, serveEventManifest } from "./pages/event-manifest";
import { eventIdOfPage, isInvitePagePath, serveEventPage } from "./pages/event-page";
import { LANGUAGE_VARY, withPageLanguage } from "./pages/page-language";
import { pollIdOfPage, servePollPage } from "./pages/poll-page";
import { neutralTags, withPreviewTags } from "./pages/preview-tags";
import { servePrivacyPage } from "./pages/privacy-page";
import { ROBOTS_TXT } from "./pages/robots";
import { seriesIdOfPage, serveSeriesPage } from "./pages/series-page";
import { COMMON_HEADERS, pageCsp, REVALIDATE } from "./security-policy";

/**
 * What the Worker serves besides the API. The assets layer serves the built files by itself,
 * with the headers of the `_headers` file the build writes (worker/security-policy.ts); the
 * Worker runs first only for the pages it renders (wrangler.toml `run_worker_first`: the app's
 * front page, invite pages, their cards, poll pages, series pages, /about, /privacy) and is asked for every path that
 * matches no file (`not_found_handling = "none"`): the app's routes get index.html with the
 * product's preview tags, a missing file a 404.
 */
export async function serveAsset(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead) return secured(new Response("Not Found", { status: 404 }), env);
  const pageEventId = eventIdOfPage(pathname);
  if (pageEventId) {
    return secured(
      await serveEventPage(request, env, env.ASSETS, { origin: url.origin, ctx }, pageEventId),
      env,
    );
  }
  const pagePollId = pollIdOfPage(pathname);
  if (pagePollId) return secured(await servePollPage(request, env, env.ASSETS, pagePollId), env);
  const pageSeriesId = seriesIdOfPage(pathname);
  if (pageSeriesId) {
    const reading = { origin: url.origin, ctx };
    return secured(await serveSeriesPage(request, env, env.ASSETS, reading, pageSeriesId), env);
  }
  if (/^\/about\/?$/.test(pathname)) {
    const about = await serveAboutPage(request, env, env.ASSETS);
    // Under `vite dev` there is no prerendered about.html: the app renders the page itself.
    if (about.status !== 404) return secured(about, env);
  }
  if (/^\/privacy\/?$/.test(pathname)) return secured(servePrivacyPage(request, env), env);
  const card = cardAddress(pathname);
  if (card) return secured(await serveEventCard(request, env, ctx, card), env, false);
  const manifestEventId = eventIdOfManifest(pathname);
  if (manifestEventId) {
    return secured(await serveEventManifest(request, env, env.ASSETS, ctx, manifestEventId), env);
  }
  if (pathname === "/robots.txt") {
    return secured(
      new Response(ROBOTS_TXT, { headers: { "Content-Type": "text/plain; charset=utf-8" } }),
      env,
    );
  }
  // A file that is not there (an old build's chunk, a typo) is a 404, never the app's HTML,
  // which would be cached for a year under a hashed name.
  if (/\.[a-z0-9]+$/i.test(pathname)) {
    return secured(new Response("Not Found", { status: 404 }), env);
  }
  // Any other path is one of the app's routes (or its own 404 page): the SPA's index.html, with
  // the product's card for a link to it shared in a chat.
  // In the reader's language as far as the request tells; the app may then follow the account's.
  const language = requestLanguage(request);
  const index = await fetchShell(env.ASSETS, url, language, request);
  if (!index.ok) return secured(index, env);
  const rewriter = withPageLanguage(
    withPreviewTags(new HTMLRewriter(), neutralTags(env, url, language)),
    language,
  );
  const page = rewriter.transform(index);
  const headers = new Headers(page.headers);
  headers.append("Vary", LANGUAGE_VARY);
  // An invite page's address with an id that cannot be one (a mistyped link) is a page that is
  // not there, as an unknown event's is: the app shows the same not-found state.
  const status = isInvitePagePath(pathname) ? 404 : page.status;
  return secured(new Response(page.body, { status, headers }), env);
}

/**
 * The invite page's form posted by the browser itself (before the app takes over, or without
 * JavaScript): the page route's action, run by the app's router on the server, answers it with
 * the page showing the reply (docs/decisions/0051-one-form-path.md). Here only what the browser
 * cannot be trusted with: the post must come from this site, and the Worker's part of the action
 * (pages/form-post.ts, built on first use like the API) sends it to the API.
 */
export async function serveInviteForm(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  eventId: string,
) {
  const form = await postedForm(request, env);
  if (form instanceof Response) return form;
  const { formPost } = await import("./pages/form-post");
  const { fields, tooLarge, page } = form;
  const post = (view?: EventPublicView) => formPost({ request, env, eventId, view }, tooLarge);
  // Not revalidated but never stored: a reply may carry the response's personal link.
  return secured(
    await serveEventPage(
      page,
      env,
      env.ASSETS,
      { origin: new URL(request.url).origin, ctx },
      eventId,
      { fields, post },
    ),
    env,
    false,
  );
}

/**
 * The poll page's vote form posted by the browser itself, answered as the invite form is: the
 * page route's action (web/app/routes/poll-public.tsx) with the Worker's part of it
 * (pages/vote-post.ts), from this site's own pages only.
 */
export async function servePollForm(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  pollId: string,
) {
  const form = await postedForm(request, env);
  if (form instanceof Response) return form;
  const { votePost } = await import("./pages/vote-post");
  const { fields, tooLarge, page } = form;
  const post = (view?: PollPublicView) => votePost({ request, env, ctx, pollId, view }, tooLarge);
  return secured(await servePollPage(page, env, env.ASSETS, pollId, { fields, post }), env, false);
}

/**
 * A page's form as the browser posted it: its fields (form-encoded; none from a body over the
 * limit) and the page itself as a GET of it, the form's body being the action's alone; or the
 * refusal of a post from another site, where nothing is stored (the body is only drained).
 */
async function postedForm(request: Request, env: Env) {
  const body = await readBody(request);
  if (!isSameSite(request, env)) {
    const words = m.pages_form_other_site({}, { locale: requestLanguage(request) });
    return new Response(words, {
      status: 403,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        Vary: "Accept-Language, Cookie",
      },
    });
  }
  const formEncoded = /^application\/x-www-form-urlencoded\b/i.test(
    request.headers.get("Content-Type") ?? "",
  );
  const tooLarge = body === "too large";
  const fields = new URLSearchParams(
    formEncoded && !tooLarge ? new TextDecoder().decode(body ?? new Uint8Array()) : "",
  );
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const page = new Request(request.url, { method: "GET", headers });
  return { fields, tooLarge, page };
}

/**
 * Whether a form post comes from this app's own pages. Browsers send `Origin` with every form
 * post; it must be this site (the address asked, or the configured public origin). Without
 * one, Fetch Metadata must say same-origin; with neither, it is refused. SameSite cookies are
 * no defence here: the form is public and carries no cookie at all.
 */
function isSameSite(request: Request, env: Env): boolean {
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === new URL(request.url).origin) return true;
    try {
      return origin === configOf(env).appOrigin;
    } catch {
      return false;
    }
  }
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/** A mail's one-tap link (worker/mail), built on first use like the posted form's part. */
export async function serveMailLinkPage(
  request: Request,
  env: Env,
  eventId: string,
  token: string,
) {
  const { serveMailLink } = await import("./mail/serve-link");
  const page = secured(await serveMailLink(request, env, eventId, token), env, false);
  // The page's address is the link's secret: no request from it names that address.
  page.headers.set("Referrer-Policy", "no-referrer");
  return page;
}

function secured(response: Response, env: Env, revalidate = true): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  headers.set("Content-Security-Policy", pageCsp(env.FEEDBACK_FORM_URL));
  if (revalidate) headers.set("Cache-Control", REVALIDATE);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A voter's mail link (worker/polls), built on first use like the invitees' links. */
export async function servePollMailLinkPage(
  request: Request,
  env: Env,
  pollId: string,
  token: string,
) {
  const { servePollMailLink } = await import("./mail/poll-link-page");
  const page = secured(await servePollMailLink(request, env, pollId, token), env, false);
  page.headers.set("Referrer-Policy", "no-referrer");
  return page;
}

/** A standing answer's mail link (worker/series), built on first use like the others. */
export async function serveStandingMailLinkPage(
  request: Request,
  env: Env,
  seriesId: string,
  token: string,
) {
  const { serveStandingMailLink } = await import("./mail/standing-link-page");
  const page = secured(await serveStandingMailLink(request, env, seriesId, token), env, false);
  page.headers.set("Referrer-Policy", "no-referrer");
  return page;
}
