import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { createDb, type Db } from "../db/client";
import { ApiError, unauthorized } from "../lib/errors";
import { ACCESS_AUDIENCE, verifyToken } from "../lib/jwt";
import { documentsToken } from "../lib/route-docs";
import { userById } from "../services/users";

/**
 * What a route reads with its user, in the one D1 round trip that checks the token: its
 * queries, and what to keep of their rows (on `c.var`) once the user has passed. The route
 * declares it (`requireUserWith`); the token check knows nothing of routes.
 */
export interface ReadWithUser<Q extends BatchItem<"sqlite">[] = BatchItem<"sqlite">[]> {
  /** The queries, given the database to run them on and the id the token names. */
  queries: (db: Db, userId: string) => [...Q];
  keep: (c: Context<AppEnv>, rows: BatchResponse<Q>) => void;
}

/**
 * Requires a valid access token of an active user whose password has not changed since, and
 * reads with the user what `reads` declares for this request (nothing when it gives none). Read
 * before the user is checked, so kept only for a user who passes.
 */
export function requireUserWith<Q extends BatchItem<"sqlite">[]>(
  reads?: (c: Context<AppEnv>) => ReadWithUser<Q> | undefined,
) {
  return documentsToken(
    createMiddleware<AppEnv>(async (c, next) => {
      const header = c.req.header("Authorization") ?? "";
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized("not_authenticated");
      const claims = await verifyToken(match[1], ACCESS_AUDIENCE, c.var.config.secretKey);
      if (!claims) throw unauthorized("invalid_access_token");
      const withUser = reads?.(c);
      let read = await readUser(c.var.db, claims.sub, withUser);
      if (read.user && claims.ver > read.user.tokenVersion) {
        read = await readUser(movedToPrimary(c), claims.sub, withUser);
      }
      const { user } = read;
      if (!user || user.tokenVersion < claims.ver) throw unauthorized("invalid_access_token");
      // Only a password change moves the version on (users.ts, first-superuser.ts): an older
      // token was signed in before it, which the other device is told rather than being sent
      // to the login page without a word.
      if (user.tokenVersion > claims.ver) throw unauthorized("password_changed");
      if (!user.isActive) throw new ApiError("inactive_user");
      // The user first: what the route keeps may be shaped for them (the dashboard's roles).
      c.set("user", user);
      withUser?.keep(c, read.rows);
      await next();
    }),
    "user",
  );
}

/** Requires a signed-in user (see `requireUserWith`), reading the user only. */
export const requireUser = requireUserWith();

/** The user, and in the same batch what the route reads with them. */
async function readUser<Q extends BatchItem<"sqlite">[]>(
  db: Db,
  userId: string,
  withUser: ReadWithUser<Q> | undefined,
) {
  if (!withUser) {
    const [user] = await userById(db, userId);
    return { user, rows: [] as unknown as BatchResponse<Q> };
  }
  const [[user], ...rows] = await db.batch([userById(db, userId), ...withUser.queries(db, userId)]);
  return { user, rows: rows as BatchResponse<Q> };
}

/**
 * Moves the request to the primary. A token newer than the user row just read was issued by
 * a password change this read has not seen yet: a replica lagging behind, reached because a
 * reload forgot the bookmark that would have said so (0014). Without this, changing the
 * password signs the person out at their next page load. The user and what the route reads
 * with them are read again there, and so is the rest of the request; a token the primary
 * does not know either is still refused.
 */
function movedToPrimary(c: Context<AppEnv>): Db {
  const primary = c.env.DB.withSession("first-primary");
  const db = createDb(primary);
  c.set("d1", primary);
  c.set("db", db);
  return db;
}

export const requireSuperuser = documentsToken(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user.isSuperuser) throw new ApiError("not_enough_privileges");
    await next();
  }),
  "superuser",
);
