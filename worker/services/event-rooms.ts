import {
  LIVE_EVENT_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SOURCE_HEADER,
  type LiveRole,
} from "../event-room/live";

/** The room of one event. Every call for that event goes to this one object. */
export const roomFor = (env: Env, eventId: string) =>
  env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId));

/**
 * Asks the event's room for a live socket of `role`. The headers that say which are set here,
 * by the Worker, never taken from the client; `source` is the client's (`c.var.source`).
 */
export const openLiveSocket = (env: Env, eventId: string, role: LiveRole, source: string | null) =>
  roomFor(env, eventId).fetch("https://room/live", {
    headers: {
      Upgrade: "websocket",
      [LIVE_EVENT_HEADER]: eventId,
      [LIVE_ROLE_HEADER]: role,
      ...(source ? { [LIVE_SOURCE_HEADER]: source } : {}),
    },
  });
