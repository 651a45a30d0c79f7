import { z } from "zod";
import { EventPublicView } from "./public-view";
import { ResponsesForOrganiser } from "./responses";
import { EventStats } from "./stats";

/**
 * Messages the event room pushes over `GET /events/{id}/live`. Everyone gets `snapshot` (the
 * same data as `GET /public`); the organiser's sockets also get `organiser`. `deleted` says
 * the event is gone and the room closes the socket.
 */
export const LiveSnapshotMessage = z.object({
  type: z.literal("snapshot"),
  snapshot: EventPublicView,
});
export const LiveOrganiserMessage = z.object({
  type: z.literal("organiser"),
  revision: z.number().int(),
  /** The whole rows; a door keeper's socket the door's (contract/responses.ts). */
  responses: ResponsesForOrganiser,
  stats: EventStats,
});
export const LiveDeletedMessage = z.object({ type: z.literal("deleted") });

export const LiveMessage = z.discriminatedUnion("type", [
  LiveSnapshotMessage,
  LiveOrganiserMessage,
  LiveDeletedMessage,
]);
export type LiveMessage = z.infer<typeof LiveMessage>;

/** POST /events/{id}/live-ticket: lets the organiser's socket in without a token in the URL. */
export const LiveTicket = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type LiveTicket = z.infer<typeof LiveTicket>;

export const LiveQuery = z.object({ ticket: z.string().min(1).max(2048).optional() });
