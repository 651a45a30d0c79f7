import { m } from "#messages";
import { EVENT_ID_PATTERN, snapshotOf } from "./snapshots";

/**
 * Each invite page's own web app manifest, so that the page added to a phone's home screen
 * opens that event. Safari on iOS reads the linked manifest's `start_url` when a page is added to
 * the home screen (since iOS 11.3: https://developer.mozilla.org/en-US/docs/Web/Manifest/Reference/start_url
 * and its compatibility data), so the site's manifest (`start_url: "/"`) opened the front page,
 * which sends a stranger on to /about. Chrome on Android installs by the manifest's `id`, so one
 * per event also lets two events sit side by side. The scope stays the whole site, as in the
 * site's manifest: links to /about and the like stay inside the installed page (see
 * https://github.com/pingdotgg/t3code/issues/4305 for what a narrower, inferred scope does).
 * Everything else (icons, colours, display) is the site's manifest, read from the built files.
 */
const MANIFEST_PATH = new RegExp(`^/events/(${EVENT_ID_PATTERN})/manifest\\.webmanifest$`, "i");

export const eventManifestPath = (eventId: string) => `/events/${eventId}/manifest.webmanifest`;

export const eventIdOfManifest = (pathname: string) =>
  MANIFEST_PATH.exec(pathname)?.[1]?.toLowerCase();

/**
 * The site's manifest (public/manifest.webmanifest), read once per isolate. The parsed manifest
 * is kept, never the pending read (docs/decisions/0030-per-isolate-work.md); a failed read is
 * tried again by the next request rather than kept.
 */
let siteManifest: Record<string, unknown> | undefined;

async function siteManifestOf(assets: Fetcher, url: URL) {
  if (siteManifest) return siteManifest;
  try {
    const res = await assets.fetch(new Request(new URL("/manifest.webmanifest", url)));
    if (!res.ok) return null;
    siteManifest = (await res.json()) as Record<string, unknown>;
    return siteManifest;
  } catch {
    return null;
  }
}

export async function serveEventManifest(
  request: Request,
  env: Env,
  assets: Fetcher,
  ctx: ExecutionContext,
  eventId: string,
): Promise<Response> {
  const url = new URL(request.url);
  const [site, snapshot] = await Promise.all([
    siteManifestOf(assets, url),
    snapshotOf(env, eventId, { origin: url.origin, ctx }),
  ]);
  if (!site || !snapshot) return new Response("Not Found", { status: 404 });
  const page = `/events/${eventId}/public`;
  const { title, language } = snapshot.view;
  const manifest = {
    ...site,
    // The home-screen label and the app switcher name the event, in the event's language: the
    // manifest is one for everyone who adds the page.
    name: m.pages_event_title({ title }, { locale: language }),
    short_name: title,
    lang: language,
    id: page,
    start_url: page,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
