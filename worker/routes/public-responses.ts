import { type Context, Hono, type MiddlewareHandler } from "hono";
import { EventCancelledError, eventCancelled } from "#contract/cancelled-event";
import { CheckInPass } from "#contract/check-in";
import { IdempotencyHeader, UuidParam } from "#contract/common";
import { LiveQuery } from "#contract/live";
import { EventPublicView } from "#contract/public-view";
import {
  MyResponseChange,
  NamePasswordQuery,
  NameQuery,
  ResponseCreate,
  ResponseKeyHeader,
  ResponseLink,
  ResponseLinkCreate,
  ResponseModify,
} from "#contract/response-requests";
import { MyResponse, ResponseDeleted, ResponseResult } from "#contract/responses";
import type { Language } from "#i18n/language";
import { namedLanguage } from "#i18n/request-language";
import type { AppEnv } from "../context";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";
import { documentsInput, responds, switchesToWebSocket } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { viewChangesHere } from "../pages/snapshots";
import {
  standingAfterChange,
  standingAfterSubmit,
  standingAsked,
  standingHash,
  standingOf,
} from "../series/standing-calls";
import { cancellationOf } from "../services/cancelled-events";
import { openLiveSocket, roomFor } from "../services/event-rooms";
import { verifyLiveTicket } from "../services/live-tickets";
import { refusalToError } from "../services/refusal-errors";
import {
  cancelByLink,
  checkInPassFor,
  issueResponseLink,
  modifyByLink,
  openByLink,
} from "../services/response-links";
import { cancelInRoom, modifyInRoom, submitToRoom } from "../services/responses";

const EventIdParam = UuidParam("event_id");

const credentialsInBody = validate("json", NamePasswordQuery);
const credentialsInQuery = validate("query", NamePasswordQuery);

/**
 * A cancellation's name and password, as `c.req.valid("json")`: from a JSON body, which is what
 * the web app sends (a URL's query is kept by proxies and request logs, and this one carries a
 * password), or from the query, as the API's first clients send them, when the query names
 * either. Both are documented: the body as the request body, the query as optional parameters.
 */
const cancelCredentials: typeof credentialsInBody = Object.assign(
  ((c, next) => {
    if (c.req.query("name") === undefined && c.req.query("password") === undefined) {
      return credentialsInBody(c, next);
    }
    const asQuery = c as unknown as Parameters<typeof credentialsInQuery>[0];
    return credentialsInQuery(asQuery, async () => {
      c.req.addValidatedData("json", asQuery.req.valid("query"));
      await next();
    });
  }) as typeof credentialsInBody,
  credentialsInBody,
);
/**
 * The language an invitee answers in, decided as the invite page decides it: the switch's
 * cookie, then the browser's languages, then the event's. The room keeps it with the response,
 * and its mails and pushes speak it. Events keep no language of their own yet: `event` is
 * null until they do.
 */
/**
 * The language the invitee read the page in, as far as the request says (the switch's cookie,
 * then the browser's); undefined when it names none of ours: the room then takes the event's,
 * which the page fell back to too.
 */
const answeredIn = (c: Context<AppEnv>): Language | undefined =>
  namedLanguage(c.req.raw) ?? undefined;

const queryCredentialsDocs = documentsInput(
  ((_c, next) => next()) as MiddlewareHandler,
  "query",
  NamePasswordQuery.partial(),
);

/**
 * The invitee's calls: no token, and never 401/403 (the web app signs people out on those).
 * Everything about capacity and order is decided in the event's room.
 */
export const publicResponseRoutes = new Hono<AppEnv>()
  .use("/:event_id/*", viewChangesHere)
  .get(
    "/:event_id/public",
    responds(200, EventPublicView),
    responds(410, EventCancelledError, "Deleted by its organiser: what the invite page says of it"),
    validate("param", EventIdParam),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const snapshot = await roomFor(c.env, event_id).publicSnapshot(event_id);
      if (!snapshot.ok && snapshot.code === "event_not_found") {
        // Deleted by its organiser: gone for good, and the page says so (decision 0060).
        const cancelled = await cancellationOf(c.var.db, event_id);
        if (cancelled) return c.json(eventCancelled(cancelled.event), 410);
      }
      if (!snapshot.ok) throw refusalToError(snapshot);
      // The room's revision names the snapshot: a client that has it gets a bodiless 304.
      // `is_closed` turns with the clock, not the revision, so it is part of the tag too.
      const etag = `W/"${snapshot.revision}-${snapshot.closed ? 1 : 0}"`;
      const headers = { ETag: etag, "Cache-Control": "no-cache" };
      if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
      return c.body(snapshot.json, 200, {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
      });
    },
  )
  /**
   * The event's live socket. Without a ticket it is a public socket (snapshots only); with a
   * valid organiser ticket (POST /events/{id}/live-ticket) it also gets responses and stats.
   */
  .get(
    "/:event_id/live",
    switchesToWebSocket(
      "Switching Protocols: the live socket, whose messages worker/contract/live-protocol.ts describes",
    ),
    validate("param", EventIdParam),
    validate("query", LiveQuery),
    async (c) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
        throw new ApiError("expected_websocket");
      }
      const { event_id } = c.req.valid("param");
      const { ticket } = c.req.valid("query");
      const holder = ticket && (await verifyLiveTicket(ticket, event_id, c.var.config.secretKey));
      if (ticket && !holder) throw new ApiError("invalid_live_ticket");
      const role = holder ? holder.view : "public";
      const opened = await openLiveSocket(c.env, event_id, role, c.var.source, holder || null);
      // Fresh responses, so the middleware can still add its headers (the room's are immutable).
      if (!opened.webSocket) return new Response(opened.body, opened);
      return new Response(null, { status: 101, webSocket: opened.webSocket });
    },
  )
  .post(
    "/:event_id/submit",
    responds(201, ResponseResult),
    validate("param", EventIdParam),
    validate("header", IdempotencyHeader),
    validate("json", ResponseCreate),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const { standing, ...body } = c.req.valid("json");
      const idempotencyKey = c.req.valid("header")["idempotency-key"] ?? null;
      const origin = publicOrigin(c.env, c.req.url);
      // '매번 참석' is checked before the room is asked, and shares the response's hash.
      const occurrence = standing ? await standingAsked(c.var.db, event_id, body.name) : null;
      const passwordHash = occurrence
        ? await standingHash(body.password, c.var.config.passwordCost)
        : undefined;
      const result = await submitToRoom(
        c.env,
        c.var.config.secretKey,
        event_id,
        body,
        idempotencyKey,
        c.var.source,
        origin,
        answeredIn(c),
        passwordHash,
      );
      if (!result.ok) throw refusalToError(result);
      if (!occurrence || !passwordHash) return c.json(result.reply, 201);
      const reply = await standingAfterSubmit(
        c.env,
        c.var.db,
        occurrence,
        result.reply,
        body.answers,
        { passwordHash, language: answeredIn(c) ?? occurrence.language, origin },
      );
      return c.json(reply, 201);
    },
  )
  .put(
    "/:event_id/modify",
    responds(200, ResponseResult),
    validate("param", EventIdParam),
    validate("query", NameQuery),
    validate("json", ResponseModify),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const { password, standing, ...change } = c.req.valid("json");
      const { name } = c.req.valid("query");
      const origin = publicOrigin(c.env, c.req.url);
      // Refused before the room is asked, so a refusal changes nothing.
      if (standing) await standingAsked(c.var.db, event_id, change.name ?? name);
      const { result, passwordHash } = await modifyInRoom(
        c.env,
        event_id,
        { name, password },
        { ...change, origin, language: answeredIn(c) },
        c.var.source,
      );
      if (!result.ok) throw refusalToError(result);
      return c.json(
        await standingAfterChange(c.env, c.var.db, event_id, result.reply, standing, {
          passwordHash,
          language: answeredIn(c),
          origin,
        }),
      );
    },
  )
  .delete(
    "/:event_id/delete",
    responds(200, ResponseDeleted),
    validate("param", EventIdParam),
    queryCredentialsDocs,
    cancelCredentials,
    async (c) => {
      const { event_id } = c.req.valid("param");
      const result = await cancelInRoom(c.env, event_id, c.req.valid("json"), c.var.source);
      if (!result.ok) throw refusalToError(result);
      return c.json(result.reply);
    },
  )
  /** '내 응답 링크': a new personal link for the response a name and password open. */
  .post(
    "/:event_id/my-link",
    responds(201, ResponseLink),
    validate("param", EventIdParam),
    validate("json", ResponseLinkCreate),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const credentials = c.req.valid("json");
      const issued = await issueResponseLink(
        c.env,
        c.var.config.secretKey,
        event_id,
        credentials,
        c.var.source,
      );
      if (!issued.ok) throw refusalToError(issued);
      return c.json({ key: issued.key }, 201, { "Cache-Control": "no-store" });
    },
  )
  /** The response a personal link opens. */
  .get(
    "/:event_id/my-response",
    responds(200, MyResponse),
    validate("param", EventIdParam),
    validate("header", ResponseKeyHeader),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const key = c.req.valid("header")["x-response-key"];
      const found = await openByLink(c.env, c.var.config.secretKey, event_id, key);
      if (!found.ok) throw refusalToError(found);
      const { response, waiting_position, notify } = found;
      const standing = await standingOf(c.var.db, event_id, response.id);
      return c.json({ response, waiting_position, notify, standing }, 200, {
        "Cache-Control": "no-store",
      });
    },
  )
  /**
   * The check-in pass of the response a personal link opens: what its QR shows at the door,
   * which checks it in and opens nothing (decision 0045).
   */
  .get(
    "/:event_id/my-check-in-pass",
    responds(200, CheckInPass),
    validate("param", EventIdParam),
    validate("header", ResponseKeyHeader),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const key = c.req.valid("header")["x-response-key"];
      const found = await checkInPassFor(c.env, c.var.config.secretKey, event_id, key);
      if (!found.ok) throw refusalToError(found);
      return c.json({ pass: found.pass }, 200, { "Cache-Control": "no-store" });
    },
  )
  /** Changes the response a personal link opens, as a change with its password would. */
  .put(
    "/:event_id/my-response",
    responds(200, ResponseResult),
    validate("param", EventIdParam),
    validate("header", ResponseKeyHeader),
    validate("json", MyResponseChange),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const key = c.req.valid("header")["x-response-key"];
      const { standing, ...change } = c.req.valid("json");
      const origin = publicOrigin(c.env, c.req.url);
      if (standing) {
        // Refused before the room is asked, so a refusal changes nothing: the name is the
        // response's, read by the same key (a key that opens nothing is refused below).
        const found = await openByLink(c.env, c.var.config.secretKey, event_id, key);
        if (found.ok) await standingAsked(c.var.db, event_id, found.response.name);
      }
      const { result, passwordHash } = await modifyByLink(
        c.env,
        c.var.config.secretKey,
        event_id,
        key,
        { ...change, origin, language: answeredIn(c) },
        c.var.source,
      );
      if (!result.ok) throw refusalToError(result);
      return c.json(
        await standingAfterChange(c.env, c.var.db, event_id, result.reply, standing, {
          passwordHash,
          language: answeredIn(c),
          origin,
        }),
      );
    },
  )
  /** Cancels the response a personal link opens. */
  .delete(
    "/:event_id/my-response",
    responds(200, ResponseDeleted),
    validate("param", EventIdParam),
    validate("header", ResponseKeyHeader),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const key = c.req.valid("header")["x-response-key"];
      const result = await cancelByLink(c.env, c.var.config.secretKey, event_id, key, c.var.source);
      if (!result.ok) throw refusalToError(result);
      return c.json(result.reply);
    },
  );
