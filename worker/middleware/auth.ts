import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { Pagination } from "#contract/common";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";
import { ApiError, unauthorized } from "../lib/errors";
import { ACCESS_AUDIENCE, verifyToken } from "../lib/jwt";
import { documentsToken } from "../lib/route-docs";
import { eventById, eventsPageOf, eventsPageQueries } from "../services/events";
import { getUserById, userById } from "../services/users";

/** An organiser's call about one event: /api/v1/events/{id} and below. */
const EVENT_IN_PATH =
  /^\/api\/v1\/events\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;
/** The organiser's list of events (the dashboard). */
const EVENTS_LIST = /^\/api\/v1\/events\/?$/;

/** Requires a valid access token of an active user whose password has not changed since. */
export const requireUser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized("not_authenticated");
    const claims = await verifyToken(match[1], ACCESS_AUDIENCE, c.var.config.secretKey);
    if (!claims) throw unauthorized("invalid_access_token");
    let user = await readUserWithCall(c, claims.sub);
    if (user && claims.ver > user.tokenVersion) user = await readUserOnPrimary(c, claims.sub);
    if (!user || user.tokenVersion < claims.ver) throw unauthorized("invalid_access_token");
    // Only a password change moves the version on (users.ts, first-superuser.ts): an older
    // token was signed in before it, which the other device is told (issue 39).
    if (user.tokenVersion > claims.ver) throw unauthorized("password_changed");
    if (!user.isActive) throw new ApiError("inactive_user");
    c.set("user", user);
    await next();
  }),
  "user",
);

/**
 * The user as the primary has them. A token newer than the row just read was issued by a
 * password change this read has not seen yet: a replica lagging behind, reached because a
 * reload forgot the bookmark that would have said so (0014). Without this, changing the
 * password signs the person out at their next page load. The rest of the request reads there
 * too; a token the primary does not know either is still refused.
 */
async function readUserOnPrimary(c: Context<AppEnv>, userId: string) {
  const primary = c.env.DB.withSession("first-primary");
  const db = createDb(primary);
  c.set("d1", primary);
  c.set("db", db);
  return getUserById(db, userId);
}

/**
 * The token's user, and what the call will read next when the request already says so, in the
 * same round trip: the event its path names, or the page of the dashboard's list it asks for.
 * Read before the user is checked, so kept only for a user who passes (the caller's own events;
 * an event's owner is checked by `findEventFor`).
 */
async function readUserWithCall(c: Context<AppEnv>, userId: string) {
  const db = c.var.db;
  const eventId = EVENT_IN_PATH.exec(c.req.path)?.[1]?.toLowerCase();
  if (eventId) {
    const [[user], [event]] = await db.batch([userById(db, userId), eventById(db, eventId)]);
    c.set("eventInPath", { id: eventId, row: event });
    return user;
  }
  // A page the route's own validation would refuse is left to it (a 422 after the user check).
  const page = c.req.method === "GET" && EVENTS_LIST.test(c.req.path) && listPage(c);
  if (page) {
    const [[user], rows, total] = await db.batch([
      userById(db, userId),
      ...eventsPageQueries(db, userId, page.skip, page.limit),
    ]);
    c.set("eventsPage", eventsPageOf(rows, total));
    return user;
  }
  return getUserById(db, userId);
}

function listPage(c: Context<AppEnv>) {
  const page = Pagination.safeParse(c.req.query());
  return page.success ? page.data : undefined;
}

export const requireSuperuser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user.isSuperuser) throw new ApiError("not_enough_privileges");
    await next();
  }),
  "superuser",
);
