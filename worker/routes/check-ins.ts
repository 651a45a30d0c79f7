import { Hono } from "hono";
import { CheckedIn, CheckInByPass, CheckInUndone } from "#contract/check-in";
import { UuidParam } from "#contract/common";
import type { AppEnv } from "../context";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { eventOf, requireUserAndEvent } from "../middleware/event-in-path";
import { checkInById, checkInByPass, undoCheckIn } from "../services/check-ins";

const EventIdParam = UuidParam("event_id");
const ResponseParams = EventIdParam.extend(UuidParam("response_id").shape);

/**
 * The door (decision 0043): the owner and every host check people in (access
 * `door`, services/event-access.ts). A second check-in of one response changes nothing and
 * says so; the room serves door phones one at a time. A door keeper's replies carry the door's
 * view of the response (docs/security.md).
 */
export const checkInRoutes = new Hono<AppEnv>()
  .post(
    "/:event_id/responses/:response_id/check-in",
    responds(200, CheckedIn),
    requireUserAndEvent,
    validate("param", ResponseParams),
    async (c) => {
      const { event_id, response_id } = c.req.valid("param");
      const { event, role } = await eventOf(c, event_id, "door");
      return c.json(await checkInById(c.env, event, { user: c.var.user, role }, response_id));
    },
  )
  .delete(
    "/:event_id/responses/:response_id/check-in",
    responds(200, CheckInUndone),
    requireUserAndEvent,
    validate("param", ResponseParams),
    async (c) => {
      const { event_id, response_id } = c.req.valid("param");
      const { event, role } = await eventOf(c, event_id, "door");
      return c.json(await undoCheckIn(c.env, event, { user: c.var.user, role }, response_id));
    },
  )
  /**
   * By the check-in pass read off the QR code an invitee shows (decision 0045): it checks its
   * response in and nothing else. A personal link's key is no pass (422).
   */
  .post(
    "/:event_id/check-in",
    responds(200, CheckedIn),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", CheckInByPass),
    async (c) => {
      const { event, role } = await eventOf(c, c.req.valid("param").event_id, "door");
      const { pass } = c.req.valid("json");
      return c.json(await checkInByPass(c.env, event, { user: c.var.user, role }, pass));
    },
  );
