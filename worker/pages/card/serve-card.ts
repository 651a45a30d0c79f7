import { requestLanguage } from "#i18n/request-language";
import { errorText } from "../../lib/log-text";
import { IMMUTABLE } from "../../security-policy";
import { cardOf, cardPathOf, EVENT_ID_PATTERN, snapshotOf } from "../snapshots";
import { neutralCardPath } from "./card-files";

const CARD = new RegExp(`^/events/(${EVENT_ID_PATTERN})/card/([0-9a-f]{16})\\.png$`, "i");
/** The SVG card's address before cards were PNG; links shared then still unfold. */
const OLD_PREVIEW = new RegExp(`^/events/(${EVENT_ID_PATTERN})/preview\\.svg$`, "i");

export function cardAddress(pathname: string) {
  const card = CARD.exec(pathname);
  if (card?.[1] && card[2])
    return { eventId: card[1].toLowerCase(), version: card[2].toLowerCase() };
  const old = OLD_PREVIEW.exec(pathname);
  if (old?.[1]) return { eventId: old[1].toLowerCase(), version: null };
}

/**
 * Cards drawn (or being drawn) in this isolate, the last few: a rush of crawlers on a new card
 * waits for one drawing, and where the Cache API does nothing (a workers.dev address) the
 * isolate still draws each card once. About 35-100 KB each.
 */
const drawn = new Map<string, Promise<Uint8Array>>();
const DRAWN_LIMIT = 20;

// The neutral card is the reader's language's, so every redirect says what it depends on.
const redirect = (location: string) =>
  new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": "no-cache", Vary: "Accept-Language, Cookie" },
  });

/**
 * Which way the card came: drawn by this request, drawn by another one it waited for, or from
 * the cache. For benchmarks and tests; no timing, which a Worker cannot measure inside itself.
 */
const withSource = (response: Response, source: "cache" | "drawn" | "shared") => {
  const headers = new Headers(response.headers);
  headers.set("Server-Timing", `card;desc=${source}`);
  return new Response(response.body, { status: response.status, headers });
};

/**
 * An event's PNG card. Its address names its version, so a drawn card never changes: it is
 * kept in the data centre's cache and served immutable; a rush of crawlers draws it once. An
 * old version's address (and the old SVG address) redirects to the current card; an unknown
 * or deleted event to the product's neutral card.
 */
export async function serveEventCard(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  address: { eventId: string; version: string | null },
): Promise<Response> {
  const url = new URL(request.url);
  const { eventId, version } = address;
  const key = new Request(`${url.origin}/events/${eventId}/card/${version}.png`);
  const cache = caches.default;
  if (version) {
    const cached = await cache.match(key);
    if (cached) return withSource(cached, "cache");
  }
  let png = drawn.get(key.url);
  let shared = png !== undefined;
  if (!png) {
    const snapshot = await snapshotOf(env, eventId, { origin: url.origin, ctx });
    if (!snapshot) return redirect(neutralCardPath(requestLanguage(request)));
    const card = await cardOf(snapshot);
    if (card.version !== version) return redirect(await cardPathOf(eventId, snapshot));
    // Another request may have started the drawing while this one asked the room.
    png = drawn.get(key.url);
    shared = png !== undefined;
    if (!png) {
      png = import("./card-renderer").then((renderer) =>
        renderer.drawCard(env.ASSETS, url.origin, card.content),
      );
      if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value as string);
      drawn.set(key.url, png);
      png.catch(() => drawn.delete(key.url));
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = await png;
  } catch (error) {
    // The link still unfolds, with the product's card, and the next crawler tries again.
    console.error(
      JSON.stringify({ level: "error", msg: "card drawing failed", error: errorText(error) }),
    );
    return redirect(neutralCardPath(requestLanguage(request)));
  }
  const response = new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": IMMUTABLE,
    },
  });
  if (shared) return withSource(response, "shared");
  ctx.waitUntil(cache.put(key, response.clone()));
  return withSource(response, "drawn");
}
