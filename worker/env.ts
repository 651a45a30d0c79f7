import type { EventRoom } from "./event-room/event-room";

/** Bindings and variables the Worker receives (wrangler.toml, .dev.vars, secrets). */
export interface Env {
  DB: D1Database;
  EVENT_ROOM: DurableObjectNamespace<EventRoom>;
  EMAIL?: SendEmail;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  SECRET_KEY?: string;
  FIRST_SUPERUSER?: string;
  FIRST_SUPERUSER_PASSWORD?: string;
  MAIL_FROM?: string;
  APP_ORIGIN?: string;
  FEEDBACK_FORM_URL?: string;
}
