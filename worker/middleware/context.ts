import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";
import { configOf } from "../lib/config";
import { clientSource } from "../lib/guess-limits";
import { createMailSender } from "../lib/mail";
import { ensureFirstSuperuser } from "../services/first-superuser";

/** Once per isolate: the first superuser is created on the first request after a fresh start. */
const superuserEnsured = new WeakMap<D1Database, Promise<void>>();

/** Puts config, the database and the mail sender on `c.var` for every API request. */
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  const config = configOf(c.env);
  const db = createDb(c.env.DB);
  c.set("config", config);
  c.set("source", clientSource(c.req.header("CF-Connecting-IP")));
  c.set("db", db);
  c.set("mail", createMailSender(c.env, config, db));
  let ensured = superuserEnsured.get(c.env.DB);
  if (!ensured) {
    ensured = ensureFirstSuperuser(db, config);
    superuserEnsured.set(c.env.DB, ensured);
    ensured.catch(() => superuserEnsured.delete(c.env.DB));
  }
  await ensured;
  await next();
});
