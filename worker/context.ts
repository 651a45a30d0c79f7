import type { Db } from "./db/client";
import type { UserRow } from "./db/schema";
import type { Config } from "./lib/config";
import type { MailSender } from "./lib/mail";

/** Hono's environment for every route: bindings plus what the middleware puts on `c.var`. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    config: Config;
    db: Db;
    /** The request's D1 session (read replication), for the few queries written in plain SQL. */
    d1: D1DatabaseSession;
    mail: MailSender;
    user: UserRow;
    requestId: string;
    /** Who is asking, for per-source limits: the client's address (`clientSource`). */
    source: string | null;
    /** A page's own Content-Security-Policy in place of the API's deny-all one (the docs page). */
    pageCsp?: string;
  };
}
