import type { EventPublicView } from "#contract/public-view";
import { roomFor } from "../services/event-rooms";
import { cardVersion, eventCard } from "./card/card-content";
import type { CardContent } from "./card/card-svg";

/** An event's id as it appears in the paths of its page and card. */
export const EVENT_ID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export type Snapshot = {
  view: EventPublicView;
  json: string;
  revision: number;
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
 * Parsed snapshots by event, per isolate: a rush on one invite link parses the room's JSON once
 * per revision, not once per visitor. The room itself replies without touching D1 when warm.
 */
const parsed = new Map<string, Snapshot>();
// Each entry may hold a few rendered pages (about 100 KB for 200 participants): 50 events stay
// well inside an isolate's 128 MB.
const PARSED_LIMIT = 50;

export async function snapshotOf(env: Env, eventId: string): Promise<Snapshot | null> {
  const result = await roomFor(env, eventId).publicSnapshot(eventId);
  if (!result.ok) {
    parsed.delete(eventId);
    return null;
  }
  const known = parsed.get(eventId);
  if (known && known.revision === result.revision && known.json === result.json) return known;
  const snapshot: Snapshot = {
    view: JSON.parse(result.json) as EventPublicView,
    json: result.json,
    revision: result.revision,
    markup: new Map<string, string | null>(),
  };
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(eventId, snapshot);
  return snapshot;
}

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
