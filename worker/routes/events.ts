import { Hono } from "hono";
import { IdempotencyHeader, Message, Pagination, UuidParam } from "#contract/common";
import {
  EventCreate,
  EventPublic,
  EventsPublic,
  EventsQuery,
  EventUpdate,
  EventUpdated,
} from "#contract/events";
import { filledSentence } from "#contract/filled-seats";
import { LiveTicket } from "#contract/live";
import { ResponseEmail, ResponseEmailSent } from "#contract/notify";
import { AnnouncementCreate, AnnouncementSent, AnnouncementState } from "#contract/push";
import { AdminDeleteQuery } from "#contract/response-requests";
import { ResponseDeleted, ResponsesForOrganiser } from "#contract/responses";
import { EventStats, ParticipantStats } from "#contract/stats";
import type { AppEnv } from "../context";
import { ApiError } from "../lib/errors";
import { requestHash } from "../lib/request-hash";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireUser, requireUserWith } from "../middleware/auth";
import { eventOf, requireUserAndEvent } from "../middleware/event-in-path";
import { forgetView } from "../pages/snapshots";
import { createSeries } from "../series/series";
import { responseView } from "../services/event-access";
import { actingNow } from "../services/event-log";
import { retentionDaysOf } from "../services/event-retention";
import { roomFor } from "../services/event-rooms";
import {
  createEvent,
  deleteEvent,
  eventsPageOf,
  eventsPageQueries,
  listEvents,
  mirroredEventOf,
  toEventPublic,
  updateEvent,
} from "../services/events";
import { issueLiveTicket, LIVE_TICKET_TTL_SECONDS } from "../services/live-tickets";
import { participantStats } from "../services/participant-stats";
import { announce, announcementState } from "../services/push";
import { refusalToError } from "../services/refusal-errors";

const EventIdParam = UuidParam("event_id");
const ResponseIdParam = UuidParam("response_id");

/**
 * The dashboard's list: the signed-in user and the page of their events the query asks for, in
 * one D1 round trip. A page the route's own validation would refuse is left to it (422 after the
 * user check).
 */
const requireUserAndPage = requireUserWith((c) => {
  const page = EventsQuery.safeParse(c.req.query());
  if (!page.success) return undefined;
  const { skip, limit, series } = page.data;
  return {
    queries: (db, userId) => [...eventsPageQueries(db, userId, skip, limit, series === "none")],
    keep: (c, [rows, total]) => c.set("eventsPage", eventsPageOf(c.var.user.id, rows, total)),
  };
});

/**
 * The organiser's calls: every one needs a token and answers 404 for others' events. Each says
 * what it reads with its user: the event its path names, the page of the list, or nothing.
 */
export const eventRoutes = new Hono<AppEnv>()
  .get(
    "/participants/stats",
    responds(200, ParticipantStats),
    requireUser,
    validate("query", Pagination),
    async (c) => {
      const { skip, limit } = c.req.valid("query");
      return c.json(await participantStats(c.var.db, c.var.d1, c.var.user.id, skip, limit));
    },
  )
  .delete(
    "/responses/:response_id/admin-delete",
    responds(200, ResponseDeleted),
    requireUser,
    validate("param", ResponseIdParam),
    validate("query", AdminDeleteQuery),
    async (c) => {
      const { response_id } = c.req.valid("param");
      const eventId =
        c.req.valid("query").event_id ?? (await mirroredEventOf(c.var.db, response_id));
      if (!eventId) throw new ApiError("response_not_found");
      const { event } = await eventOf(c, eventId, "manage");
      const result = await roomFor(c.env, event.id).adminDelete(
        event.id,
        response_id,
        event.configVersion,
      );
      if (!result.ok) throw refusalToError(result);
      return c.json(result.reply);
    },
  )
  .get(
    "/",
    responds(200, EventsPublic),
    requireUserAndPage,
    validate("query", EventsQuery),
    async (c) => {
      const { skip, limit, series } = c.req.valid("query");
      // Read with the user by `requireUserAndPage`, from the same query by the same schema.
      return c.json(
        c.var.eventsPage ??
          (await listEvents(c.var.db, c.var.user.id, skip, limit, series === "none")),
      );
    },
  )
  .post(
    "/",
    responds(201, EventPublic),
    requireUser,
    validate("header", IdempotencyHeader),
    validate("json", EventCreate),
    async (c) => {
      const asked = c.req.valid("json");
      const days = c.var.config.retentionDays;
      const body = { ...asked, retention_days: retentionDaysOf(asked.retention_days, days) };
      const key = c.req.valid("header")["idempotency-key"];
      const creation = key
        ? { key, hash: await requestHash(c.var.config.secretKey, ["create-event", body]) }
        : null;
      const { recurrence } = body;
      const event = recurrence
        ? await createSeries(c.env, c.var.db, c.var.user, { ...body, recurrence }, creation)
        : await createEvent(c.var.db, c.var.user, body, creation);
      return c.json(toEventPublic(event, "owner"), 201);
    },
  )
  .get(
    "/:event_id",
    responds(200, EventPublic),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event, role } = await eventOf(c, c.req.valid("param").event_id, "read");
      return c.json(toEventPublic(event, role));
    },
  )
  .put(
    "/:event_id",
    responds(200, EventUpdated),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", EventUpdate),
    async (c) => {
      const found = await eventOf(c, c.req.valid("param").event_id, "manage");
      const input = c.req.valid("json");
      const { event, filled } = await updateEvent(
        c.env,
        c.var.db,
        found.event,
        {
          ...input,
          retention_days: retentionDaysOf(input.retention_days, c.var.config.retentionDays),
        },
        actingNow(c.var.user),
      );
      await forgetView(event.id, new URL(c.req.url).origin);
      return c.json({
        ...toEventPublic(event, found.role),
        message: `Event updated.${filledSentence(filled)}`,
        ...filled,
      });
    },
  )
  .delete(
    "/:event_id",
    responds(200, Message),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "own");
      await deleteEvent(c.env, c.var.db, event);
      await forgetView(event.id, new URL(c.req.url).origin);
      return c.json({ message: "Event deleted successfully" });
    },
  )
  .get(
    "/:event_id/responses",
    responds(200, ResponsesForOrganiser),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("query", Pagination),
    async (c) => {
      const { event, role } = await eventOf(c, c.req.valid("param").event_id, "read");
      const { skip, limit } = c.req.valid("query");
      const result = await roomFor(c.env, event.id).listResponses(
        event.id,
        skip,
        limit,
        responseView(role),
        event.configVersion,
      );
      if (!result.ok) throw refusalToError(result);
      return c.json({ data: result.data, count: result.count });
    },
  )
  .post(
    "/:event_id/live-ticket",
    responds(200, LiveTicket),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event, role } = await eventOf(c, c.req.valid("param").event_id, "read");
      const ticket = await issueLiveTicket(
        c.var.user.id,
        event.id,
        responseView(role),
        c.var.config.secretKey,
      );
      return c.json({ ticket, expires_in: LIVE_TICKET_TTL_SECONDS });
    },
  )
  /** The announcement card: the last one, how many have notifications on, when the next may go. */
  .get(
    "/:event_id/announcement",
    responds(200, AnnouncementState),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "read-managed");
      return c.json(await announcementState(c.env, event), 200, { "Cache-Control": "no-store" });
    },
  )
  /** An announcement to everyone with notifications on, shown on the invite page too. */
  .post(
    "/:event_id/announcement",
    responds(201, AnnouncementSent),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", AnnouncementCreate),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "manage");
      return c.json(await announce(c.env, event, c.req.valid("json").message), 201);
    },
  )
  /**
   * A correction of the last announcement within its ten minutes: replaces its words (marked
   * edited), keeps its time and window, and replaces its notification. 409
   * `announcement_not_correctable` without one, after its window, or after 3 corrections.
   */
  .put(
    "/:event_id/announcement",
    responds(200, AnnouncementSent),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", AnnouncementCreate),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "manage");
      const { message } = c.req.valid("json");
      return c.json(await announce(c.env, event, message, true), 200);
    },
  )
  /** '이메일 보내기': the organiser's short message to one invitee's verified address. */
  .post(
    "/:event_id/responses/:response_id/email",
    responds(202, ResponseEmailSent),
    requireUserAndEvent,
    validate("param", EventIdParam.extend(ResponseIdParam.shape)),
    validate("json", ResponseEmail),
    async (c) => {
      const { event_id, response_id } = c.req.valid("param");
      const { event } = await eventOf(c, event_id, "manage");
      const { message } = c.req.valid("json");
      const room = roomFor(c.env, event.id);
      const sent = await room.mailResponse(event.id, response_id, message, event.configVersion);
      if (!sent.ok) throw refusalToError(sent);
      return c.json({ sent: true as const }, 202);
    },
  )
  .get(
    "/:event_id/stats",
    responds(200, EventStats),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "read");
      const result = await roomFor(c.env, event.id).stats(event.id, event.configVersion);
      if (!result.ok) throw refusalToError(result);
      const { ok: _ok, ...stats } = result;
      return c.json(stats);
    },
  );
