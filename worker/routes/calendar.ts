import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { UuidParam } from "#contract/common";
import type { AppEnv } from "../context";
import { events } from "../db/schema";
import { attachmentDisposition } from "../lib/attachment-name";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";
import { respondsText } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { eventCalendar } from "../services/calendar";

/** An event's calendar file: public, as its invite link is. */
export const calendarRoutes = new Hono<AppEnv>()
  /** The event as an .ics file for any calendar app. */
  .get(
    "/:event_id/calendar.ics",
    respondsText(
      "text/calendar",
      "The event as an iCalendar (RFC 5545) file, saved under the event's title",
    ),
    validate("param", UuidParam("event_id")),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const event = await c.var.db.query.events.findFirst({ where: eq(events.id, event_id) });
      if (!event) throw new ApiError("event_not_found");
      const origin = publicOrigin(c.env, c.req.url);
      return c.body(eventCalendar(event, `${origin}/events/${event.id}/public`), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        // Named after the event, as a person would save it ('송년회.ics').
        "Content-Disposition": attachmentDisposition(event.title, "ics", `event-${event.id}`),
        "Cache-Control": "no-cache",
      });
    },
  );
