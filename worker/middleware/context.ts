import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER } from "#contract/bookmark";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";
import { type Config, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { errorText } from "../lib/log-text";
import { createMailSender } from "../lib/mail";
import { clientSource } from "../lib/password-attempt-limits";
import { ensureFirstSuperuser } from "../services/first-superuser";

/**
 * Once per isolate and configuration: the first superuser is created on the first request after
 * a fresh start (and in production kept off the default password). Until that has succeeded
 * the API replies 503: it does not serve with a superuser anyone could sign in as. What is kept
 * is that it succeeded, never the pending check: requests arriving together each check (it is
 * safe to run concurrently), and one cancelled mid-check leaves nothing for the next to wait on
 * (docs/decisions/0030-per-isolate-work.md).
 */
const superuserEnsured = new WeakSet<Config>();

/** Puts config, the database and the mail sender on `c.var` for every API request. */
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  const config = configOf(c.env);
  const session = d1Session(c.env.DB, c.req.method, c.req.header(BOOKMARK_HEADER));
  const db = createDb(session);
  c.set("d1", session);
  c.set("config", config);
  c.set("source", clientSource(c.req.header("CF-Connecting-IP"), config.isProduction));
  c.set("db", db);
  c.set("mail", createMailSender(c.env, config, db));
  if (!superuserEnsured.has(config)) {
    try {
      await ensureFirstSuperuser(db, config);
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "first superuser check failed",
          error: errorText(error),
        }),
      );
      throw new ApiError("server_misconfigured");
    }
    superuserEnsured.add(config);
  }
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});

/** What a client may send as a bookmark: D1's are short strings of hex digits and dashes. */
const BOOKMARK = /^[0-9A-Za-z-]{1,128}$/;

/**
 * The request's D1 session. A read (GET, HEAD) with the bookmark the client got from its last
 * call sees at least what that call wrote, wherever it is served; without one it may go to the
 * nearest replica. A write, and so every check that authorises it (the caller's account, their
 * role on the event, a removed host), reads the primary whatever bookmark is sent: a bookmark is
 * the client's to choose, and an old one would let a lagging replica authorise someone the
 * primary no longer does. Without read replication turned on (and locally) every session simply
 * uses the primary.
 */
function d1Session(db: D1Database, method: string, bookmark: string | undefined) {
  const reads = method === "GET" || method === "HEAD";
  if (!reads) return db.withSession("first-primary");
  if (bookmark && BOOKMARK.test(bookmark)) {
    try {
      return db.withSession(bookmark);
    } catch {
      // A bookmark D1 cannot use (from another database, made up): start afresh.
    }
  }
  return db.withSession("first-unconstrained");
}
