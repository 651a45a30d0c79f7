import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { Message, Pagination, UuidParam } from "#contract/common";
import {
  EventCreate,
  EventPublic,
  EventStats,
  EventsPublic,
  EventUpdate,
  EventUpdated,
  ParticipantStats,
  ResponseDeleted,
  ResponsesPublic,
} from "#contract/events";
import { LiveTicket } from "#contract/live";
import type { AppEnv } from "../context";
import { responses } from "../db/schema";
import { promotedSentence } from "../event-room/rules";
import { notFound } from "../lib/errors";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { roomFor } from "../services/event-rooms";
import {
  createEvent,
  deleteEvent,
  findEventFor,
  listEvents,
  toEventPublic,
  updateEvent,
} from "../services/events";
import { issueLiveTicket, LIVE_TICKET_TTL_SECONDS } from "../services/live-tickets";
import { participantStats } from "../services/participant-stats";
import { refusalToError } from "../services/response-auth";

const EventIdParam = UuidParam("event_id");
const ResponseIdParam = UuidParam("response_id");

/** The organiser's calls: every one needs a token and answers 404 for others' events. */
export const eventRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/participants/stats",
    responds(200, ParticipantStats),
    validate("query", Pagination),
    async (c) => {
      const { skip, limit } = c.req.valid("query");
      return c.json(await participantStats(c.var.db, c.env.DB, c.var.user.id, skip, limit));
    },
  )
  .delete(
    "/responses/:response_id/admin-delete",
    responds(200, ResponseDeleted),
    validate("param", ResponseIdParam),
    async (c) => {
      const { response_id } = c.req.valid("param");
      // The mirror knows which event a response belongs to; the room decides the rest.
      const mirrored = await c.var.db.query.responses.findFirst({
        where: and(eq(responses.id, response_id), eq(responses.deleted, false)),
      });
      if (!mirrored) throw notFound("Response not found");
      const event = await findEventFor(c.var.db, c.var.user, mirrored.eventId, "write");
      const result = await roomFor(c.env, event.id).adminDelete(event.id, response_id);
      if (!result.ok) throw refusalToError(result);
      return c.json({
        message: result.message,
        promoted: result.promoted,
        revision: result.revision,
      });
    },
  )
  .get("/", responds(200, EventsPublic), validate("query", Pagination), async (c) => {
    const { skip, limit } = c.req.valid("query");
    return c.json(await listEvents(c.var.db, c.var.user.id, skip, limit));
  })
  .post("/", responds(201, EventPublic), validate("json", EventCreate), async (c) => {
    const event = await createEvent(c.env, c.var.db, c.var.user, c.req.valid("json"));
    return c.json(toEventPublic(event), 201);
  })
  .get("/:event_id", responds(200, EventPublic), validate("param", EventIdParam), async (c) => {
    const event = await findEventFor(c.var.db, c.var.user, c.req.valid("param").event_id, "read");
    return c.json(toEventPublic(event));
  })
  .put(
    "/:event_id",
    responds(200, EventUpdated),
    validate("param", EventIdParam),
    validate("json", EventUpdate),
    async (c) => {
      const found = await findEventFor(
        c.var.db,
        c.var.user,
        c.req.valid("param").event_id,
        "write",
      );
      const { event, promoted } = await updateEvent(c.env, c.var.db, found, c.req.valid("json"));
      return c.json({
        ...toEventPublic(event),
        message: `Event updated.${promotedSentence(promoted)}`,
        promoted,
      });
    },
  )
  .delete("/:event_id", responds(200, Message), validate("param", EventIdParam), async (c) => {
    const event = await findEventFor(c.var.db, c.var.user, c.req.valid("param").event_id, "write");
    await deleteEvent(c.env, c.var.db, event);
    return c.json({ message: "Event deleted successfully" });
  })
  .get(
    "/:event_id/responses",
    responds(200, ResponsesPublic),
    validate("param", EventIdParam),
    validate("query", Pagination),
    async (c) => {
      const event = await findEventFor(c.var.db, c.var.user, c.req.valid("param").event_id, "read");
      const { skip, limit } = c.req.valid("query");
      const result = await roomFor(c.env, event.id).listResponses(event.id, skip, limit);
      if (!result.ok) throw refusalToError(result);
      return c.json({ data: result.data, count: result.count });
    },
  )
  .post(
    "/:event_id/live-ticket",
    responds(200, LiveTicket),
    validate("param", EventIdParam),
    async (c) => {
      const event = await findEventFor(c.var.db, c.var.user, c.req.valid("param").event_id, "read");
      const ticket = await issueLiveTicket(c.var.user.id, event.id, c.var.config.secretKey);
      return c.json({ ticket, expires_in: LIVE_TICKET_TTL_SECONDS });
    },
  )
  .get(
    "/:event_id/stats",
    responds(200, EventStats),
    validate("param", EventIdParam),
    async (c) => {
      const event = await findEventFor(c.var.db, c.var.user, c.req.valid("param").event_id, "read");
      const result = await roomFor(c.env, event.id).stats(event.id);
      if (!result.ok) throw refusalToError(result);
      const { ok: _ok, ...stats } = result;
      return c.json(stats);
    },
  );
