import type { Db } from "./db/client";
import type { UserRow } from "./db/schema";
import type { Config } from "./lib/config";
import type { MailSender } from "./lib/mail";
import type { EventInPath } from "./services/event-access";
import type { EventsPage } from "./services/events";

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
    /**
     * The event a call's path names (`/events/{id}...`) with the user's host row, read in the
     * same round trip as its user by `requireUserAndEvent` (middleware/event-in-path.ts);
     * `findEventFor` checks the role as for any event it reads.
     */
    eventInPath?: EventInPath;
    /** The page of the caller's events the dashboard's call asks for, read with its user. */
    eventsPage?: EventsPage;
    requestId: string;
    /** Who is asking, for per-source limits: the client's address (`clientSource`). */
    source: string | null;
    /** A page's own Content-Security-Policy in place of the API's deny-all one (the docs page). */
    pageCsp?: string;
  };
}
