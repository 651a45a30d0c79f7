import type { AppEnv } from "../context";
import { type Access, eventWithHostRow, findEventFor } from "../services/event-access";
import { requireUserWith } from "./auth";

/** An id the path may name an event by: read with the user only when it could be one. */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The calls about one event (`/{event_id}` and below): the signed-in user, the event the path
 * names and the user's host row for it, in one D1 round trip. A malformed id reads the user
 * only and is left to the param's validation (422); whether the user may act on the event is
 * `eventOf`'s to say (404), after the rest of the request is validated.
 */
export const requireUserAndEvent = requireUserWith((c) => {
  const id = c.req.param("event_id")?.toLowerCase();
  if (!id || !EVENT_ID.test(id)) return undefined;
  return {
    queries: (db, userId) => [eventWithHostRow(db, id, userId)],
    keep: (c, [[row]]) => c.set("eventInPath", { id, row }),
  };
});

/**
 * The event `eventId` names and the caller's role on it, if that role has `access`
 * (services/event-access.ts); 404 otherwise.
 */
export const eventOf = (c: { var: AppEnv["Variables"] }, eventId: string, access: Access) =>
  findEventFor(c.var.db, c.var.user, eventId, access, c.var.eventInPath);
