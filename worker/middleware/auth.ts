import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError, unauthorized } from "../lib/errors";
import { ACCESS_AUDIENCE, verifyToken } from "../lib/jwt";
import { documentsToken } from "../lib/route-docs";
import { getUserById } from "../services/users";

/** Requires a valid access token of an active user whose password has not changed since. */
export const requireUser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized("not_authenticated");
    const claims = await verifyToken(match[1], ACCESS_AUDIENCE, c.var.config.secretKey);
    if (!claims) throw unauthorized("invalid_access_token");
    const user = await getUserById(c.var.db, claims.sub);
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
