import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";
import { type Config, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { clientSource } from "../lib/guess-limits";
import { createMailSender } from "../lib/mail";
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
  const db = createDb(c.env.DB);
  c.set("config", config);
  c.set("source", clientSource(c.req.header("CF-Connecting-IP")));
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
});
