import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import type { UserRow } from "../db/schema";
import { ApiError, unauthorized } from "../lib/errors";
import { ACCESS_AUDIENCE, verifyToken } from "../lib/jwt";
import { documentsToken } from "../lib/route-docs";
import { eventById } from "../services/events";
import { getUserById, userById } from "../services/users";

/** An organiser's call about one event: /api/v1/events/{id} and below. */
const EVENT_IN_PATH =
  /^\/api\/v1\/events\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/** Requires a valid access token of an active user whose password has not changed since. */
export const requireUser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized("not_authenticated");
    const claims = await verifyToken(match[1], ACCESS_AUDIENCE, c.var.config.secretKey);
    if (!claims) throw unauthorized("invalid_access_token");
    const eventId = EVENT_IN_PATH.exec(c.req.path)?.[1]?.toLowerCase();
    let user: UserRow | undefined;
    if (eventId) {
      // The user and the event the call is about, in one round trip.
      const [who, event] = await c.var.db.batch([
        userById(c.var.db, claims.sub),
        eventById(c.var.db, eventId),
      ]);
      user = who;
      c.set("eventInPath", { id: eventId, row: event });
    } else {
      user = await getUserById(c.var.db, claims.sub);
    }
    if (!user || user.tokenVersion !== claims.ver) throw unauthorized("invalid_access_token");
    if (!user.isActive) throw new ApiError("inactive_user");
    c.set("user", user);
    await next();
  }),
  "user",
);

export const requireSuperuser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user.isSuperuser) throw new ApiError("not_enough_privileges");
    await next();
  }),
  "superuser",
);
