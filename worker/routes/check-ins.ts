import { Hono } from "hono";
import { CheckedIn, CheckInByKey, CheckInUndone } from "#contract/check-in";
import { UuidParam } from "#contract/common";
import type { AppEnv } from "../context";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { eventOf, requireUserAndEvent } from "../middleware/event-in-path";
import { checkInById, checkInByKey, undoCheckIn } from "../services/check-ins";

const EventIdParam = UuidParam("event_id");
const ResponseParams = EventIdParam.extend(UuidParam("response_id").shape);

/**
 * The door (issue 38, decision 0043): the owner and every host check people in (access
 * `door`, services/event-access.ts). A second check-in of one response changes nothing and
 * says so; the room serves door phones one at a time.
 */
export const checkInRoutes = new Hono<AppEnv>()
  .post(
    "/:event_id/responses/:response_id/check-in",
    responds(200, CheckedIn),
    requireUserAndEvent,
    validate("param", ResponseParams),
    async (c) => {
      const { event_id, response_id } = c.req.valid("param");
      const { event } = await eventOf(c, event_id, "door");
      return c.json(await checkInById(c.env, event, c.var.user, response_id));
    },
  )
  .delete(
    "/:event_id/responses/:response_id/check-in",
    responds(200, CheckInUndone),
    requireUserAndEvent,
    validate("param", ResponseParams),
    async (c) => {
      const { event_id, response_id } = c.req.valid("param");
      const { event } = await eventOf(c, event_id, "door");
      return c.json(await undoCheckIn(c.env, event, c.var.user, response_id));
    },
  )
  /** By the personal link's key, read off the QR code an invitee shows ('내 응답 링크'). */
  .post(
    "/:event_id/check-in",
    responds(200, CheckedIn),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", CheckInByKey),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "door");
      const { key } = c.req.valid("json");
      return c.json(await checkInByKey(c.env, c.var.config.secretKey, event, c.var.user, key));
    },
  );
