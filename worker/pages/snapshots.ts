import type { MiddlewareHandler } from "hono";
import type { EventPublicView } from "#contract/public-view";
import { roomFor } from "../services/event-rooms";
import { cardVersion, eventCard } from "./card/card-content";
import type { CardContent } from "./card/card-svg";
import {
  COPY_MS,
  dropCopy,
  isClaimed,
  isCurrent,
  readCopy,
  storeCopy,
  type ViewCopy,
} from "./view-copies";

/** An event's id as it appears in the paths of its page and card. */
export const EVENT_ID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export type Snapshot = {
  view: EventPublicView;
  json: string;
  revision: number;
  /** When the room last gave this revision (the Worker's clock, ms): it is served till COPY_MS after. */
  givenAt: number;
  /**
   * Rendered markup by form, list and phase (see event-page.ts), a bounded few; a new revision
   * starts afresh.
   */
  markup: Map<string, string | null>;
  /**
   * The event's card and its version, worked out once per revision. The result is kept, never
   * the pending work: snapshots are shared between requests (docs/decisions/0030-per-isolate-work.md).
   */
  card?: { content: CardContent; version: string };
};

/**
 * How a page reads the event's view. With the site's `origin`, the data center's copy is read
 * and kept too (view-copies.ts), its writes left to `ctx` so no reader waits on them. `fresh`
 * asks the room whatever copy there is: a page showing what its reader just did.
 */
export type ViewReading = { origin?: string; ctx?: ExecutionContext; fresh?: boolean };

/**
 * Parsed snapshots by event, per isolate: a rush on one invite link parses the room's JSON once
 * per revision, not once per visitor, and asks the room at most once per COPY_MS.
 */
const parsed = new Map<string, Snapshot>();
// Each entry may hold a few rendered pages (about 100 KB for 200 participants): 50 events stay
// well inside an isolate's 128 MB.
const PARSED_LIMIT = 50;
/**
 * The reading under way per event: views arriving while the isolate asks wait for that answer
 * rather than ask again. Settled readings leave at once, so none waits on a cancelled request's.
 */
const reading = new Map<string, Promise<Snapshot | null>>();

/**
 * The event's public view as its page shows it: at most COPY_MS older than the room's, the
 * difference made up by the page's live socket; null for an event that is not there.
 */
export async function snapshotOf(
  env: Env,
  eventId: string,
  how: ViewReading = {},
): Promise<Snapshot | null> {
  if (how.fresh) return fromRoom(env, eventId, how);
  const known = parsed.get(eventId);
  if (known && Date.now() - known.givenAt < COPY_MS) return known;
  const pending = reading.get(eventId);
  if (pending) return pending;
  const next = nearest(env, eventId, how).finally(() => reading.delete(eventId));
  reading.set(eventId, next);
  return next;
}

/**
 * The data center's copy while it is current, or while another view is asking the room for the
 * next; else the room's, the old copy marked first as being renewed so the data center's other
 * isolates keep serving it meanwhile.
 */
async function nearest(env: Env, eventId: string, how: ViewReading): Promise<Snapshot | null> {
  const origin = how.origin;
  if (!origin) return fromRoom(env, eventId, how);
  const copy = await readCopy(origin, eventId);
  const now = Date.now();
  if (copy && (isCurrent(copy, now) || isClaimed(copy, now))) return adopt(eventId, copy);
  if (copy) await storeCopy(origin, eventId, { ...copy, claimedAt: now });
  return fromRoom(env, eventId, how);
}

async function fromRoom(env: Env, eventId: string, how: ViewReading): Promise<Snapshot | null> {
  const result = await roomFor(env, eventId).publicSnapshot(eventId);
  const { origin, ctx } = how;
  if (!result.ok) {
    parsed.delete(eventId);
    if (origin) defer(ctx, dropCopy(origin, eventId));
    return null;
  }
  const { json, revision } = result;
  const copy: ViewCopy = { json, revision, storedAt: Date.now(), claimedAt: null };
  if (origin) defer(ctx, storeCopy(origin, eventId, copy));
  return adopt(eventId, copy, "room");
}

/**
 * The isolate's snapshot for `copy`: the one it has when it is the same revision (its rendered
 * pages kept). A data center's copy older than the isolate's own (two views renewing it at once)
 * does not replace it; the room's answer always does.
 */
function adopt(eventId: string, copy: ViewCopy, from: "room" | "copy" = "copy"): Snapshot {
  const known = parsed.get(eventId);
  if (known && known.revision === copy.revision && known.json === copy.json) {
    known.givenAt = Math.max(known.givenAt, copy.storedAt);
    return known;
  }
  if (known && from === "copy" && known.revision > copy.revision) return known;
  const snapshot: Snapshot = {
    view: JSON.parse(copy.json) as EventPublicView,
    json: copy.json,
    revision: copy.revision,
    givenAt: copy.storedAt,
    markup: new Map<string, string | null>(),
  };
  parsed.delete(eventId);
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(eventId, snapshot);
  return snapshot;
}

/**
 * The event changed through this Worker (the organiser's edit or deletion, an invitee's answer):
 * this isolate and its data center forget their copies at once, so whoever made the change (and
 * a chat app's crawler fetching the link shared next) sees it on their next view here; elsewhere
 * copies last their COPY_MS. In a rush of answers views then ask the room at most once per
 * answer per isolate, and the answers ask it anyway.
 */
export async function forgetView(eventId: string, origin: string): Promise<void> {
  parsed.delete(eventId);
  await dropCopy(origin, eventId);
}

/** After an invitee's call that changed the event (any answered write), its copies go (above). */
export const viewChangesHere: MiddlewareHandler = async (c, next) => {
  await next();
  const eventId = c.req.param("event_id");
  if (c.req.method !== "GET" && c.res.ok && eventId) {
    await forgetView(eventId, new URL(c.req.url).origin);
  }
};

const defer = (ctx: ExecutionContext | undefined, work: Promise<void>) => {
  if (ctx) ctx.waitUntil(work);
  else void work;
};

export async function cardOf(snapshot: Snapshot) {
  if (!snapshot.card) {
    const content = eventCard(snapshot.view);
    snapshot.card = { content, version: await cardVersion(content) };
  }
  return snapshot.card;
}

/** The address of an event's card as it is now: its version names what is drawn on it. */
export async function cardPathOf(eventId: string, snapshot: Snapshot): Promise<string> {
  return `/events/${eventId}/card/${(await cardOf(snapshot)).version}.png`;
}
