import {
  isHostRole,
  LIVE_EVENT_HEADER,
  LIVE_ISSUED_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SOURCE_HEADER,
  LIVE_USER_HEADER,
  type LiveRole,
} from "../event-room/live/live";
import type { LiveTicketHolder } from "./live-tickets";

/** The room of one event. Every call for that event goes to this one object. */
export const roomFor = (env: Env, eventId: string) =>
  env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId));

/**
 * Asks the event's room for a live socket of `role`. The headers that say which are set here,
 * by the Worker, never taken from the client; `source` is the client's (`c.var.source`), and
 * `holder` whom the organiser's ticket names and when it was issued (`endLiveFor`'s to judge).
 */
export const openLiveSocket = (
  env: Env,
  eventId: string,
  role: LiveRole,
  source: string | null,
  holder: LiveTicketHolder | null = null,
) =>
  roomFor(env, eventId).fetch("https://room/live", {
    headers: {
      Upgrade: "websocket",
      [LIVE_EVENT_HEADER]: eventId,
      [LIVE_ROLE_HEADER]: role,
      ...(source ? { [LIVE_SOURCE_HEADER]: source } : {}),
      ...(isHostRole(role) && holder
        ? { [LIVE_USER_HEADER]: holder.userId, [LIVE_ISSUED_HEADER]: String(holder.issuedAt) }
        : {}),
    },
  });

/**
 * Closes a user's organiser live sockets on an event, and refuses their tickets
 * issued until now: call it after the D1 change that took their role away (a host removed, or
 * leaving), so the room's feed stops at once as their next call does. How many it closed.
 */
export async function endLiveFor(env: Env, eventId: string, userId: string): Promise<number> {
  const ended = await roomFor(env, eventId).endLiveFor(eventId, userId);
  return ended.ok ? ended.closed : 0;
}
