import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER } from "#contract/bookmark";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";
import { type Config, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { createMailSender } from "../lib/mail";
import { clientSource } from "../lib/password-attempt-limits";
import { ensureFirstSuperuser } from "../services/first-superuser";

/**
 * Once per isolate and configuration: the first superuser is created on the first request after
 * a fresh start (and in production kept off the default password). Until that has succeeded
 * the API answers 503: it does not serve with a superuser anyone could sign in as.
 */
const superuserEnsured = new WeakMap<Config, Promise<void>>();

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
  let ensured = superuserEnsured.get(config);
  if (!ensured) {
    ensured = ensureFirstSuperuser(db, config);
    superuserEnsured.set(config, ensured);
    ensured.catch(() => superuserEnsured.delete(config));
  }
  try {
    await ensured;
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "first superuser check failed", error: String(error) }),
    );
    throw new ApiError("server_misconfigured");
  }
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});

/** What a client may send as a bookmark: D1's are short strings of hex digits and dashes. */
const BOOKMARK = /^[0-9A-Za-z-]{1,128}$/;

/**
 * The request's D1 session. With the bookmark the client got from its last call, its reads see
 * at least what that call wrote, wherever they are served; without one, a read may go to the
 * nearest replica and a write starts at the primary. Without read replication turned on (and
 * locally) every session simply uses the primary.
 */
function d1Session(db: D1Database, method: string, bookmark: string | undefined) {
  if (bookmark && BOOKMARK.test(bookmark)) {
    try {
      return db.withSession(bookmark);
    } catch {
      // A bookmark D1 cannot use (from another database, made up): start afresh.
    }
  }
  const reads = method === "GET" || method === "HEAD";
  return db.withSession(reads ? "first-unconstrained" : "first-primary");
}
