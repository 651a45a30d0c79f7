/**
 * The copy of each event's public view kept in the data center's cache (the Workers Cache API),
 * shared by every isolate there: a rush on one invite link asks the event's room about once per
 * COPY_MS per data center, not once per view (docs/decisions/0064-the-page-near-the-reader.md).
 * It holds exactly what the room's public snapshot holds, the view anyone with the link reads,
 * and nothing of any one reader.
 *
 * The Cache API works only on a custom domain; on workers.dev and in previews its calls do
 * nothing (https://developers.cloudflare.com/workers/runtime-apis/cache/), and each isolate's own
 * copy (snapshots.ts) is all there is.
 */

/** How long a copy is served as the event's view, from the moment the room gave it. */
export const COPY_MS = 2_000;
/**
 * How long, once a copy has grown old, the others serve it while the one view that found it so
 * asks the room for the next: longer than a room call takes, short enough that a view that died
 * on the way does not leave the copy old for long.
 */
const CLAIM_MS = 1_000;
/** Kept a while past its use, so the first view after a quiet spell still finds something to serve. */
const KEPT_SECONDS = 60;

const REVISION = "X-View-Revision";
const STORED_AT = "X-View-Stored-At";
const CLAIMED_AT = "X-View-Claimed-At";

export type ViewCopy = {
  json: string;
  revision: number;
  /** When the room gave it (the Worker's clock, ms). */
  storedAt: number;
  /** When a view took on asking the room for the next one, if one has. */
  claimedAt: number | null;
};

/**
 * The copy's key: an address under the site's own origin (the cache is the zone's) that no page
 * or file has, so it never answers a request by itself.
 */
export const copyKey = (origin: string, eventId: string) =>
  new Request(`${origin}/events/${eventId}/public/view-copy.json`);

/** The data center's copy, if it has one. A cache that fails is as one that has none. */
export async function readCopy(origin: string, eventId: string): Promise<ViewCopy | null> {
  try {
    const found = await caches.default.match(copyKey(origin, eventId));
    if (!found) return null;
    const revision = Number(found.headers.get(REVISION));
    const storedAt = Number(found.headers.get(STORED_AT));
    const claimed = found.headers.get(CLAIMED_AT);
    if (!Number.isSafeInteger(revision) || !Number.isFinite(storedAt)) return null;
    return {
      json: await found.text(),
      revision,
      storedAt,
      claimedAt: claimed === null ? null : Number(claimed),
    };
  } catch {
    return null;
  }
}

/** Keeps `copy` as the data center's copy of the event's view. */
export async function storeCopy(origin: string, eventId: string, copy: ViewCopy): Promise<void> {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": `max-age=${KEPT_SECONDS}`,
    [REVISION]: String(copy.revision),
    [STORED_AT]: String(copy.storedAt),
  });
  if (copy.claimedAt !== null) headers.set(CLAIMED_AT, String(copy.claimedAt));
  try {
    await caches.default.put(copyKey(origin, eventId), new Response(copy.json, { headers }));
  } catch {
    // Without the data center's copy each isolate still keeps its own.
  }
}

/** The event is gone: no view is served from the copy. */
export async function dropCopy(origin: string, eventId: string): Promise<void> {
  try {
    await caches.default.delete(copyKey(origin, eventId));
  } catch {
    // As storeCopy.
  }
}

/** Whether the copy may be served as the event's view now. */
export const isCurrent = (copy: ViewCopy, now: number) => now - copy.storedAt < COPY_MS;

/** Whether another view is already asking the room for the next copy. */
export const isClaimed = (copy: ViewCopy, now: number) =>
  copy.claimedAt !== null && now - copy.claimedAt < CLAIM_MS;
