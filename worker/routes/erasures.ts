import { Hono } from "hono";
import { UuidParam } from "#contract/common";
import { NamePasswordQuery, ResponseKeyHeader } from "#contract/response-requests";
import { ResponseDeleted } from "#contract/responses";
import type { AppEnv } from "../context";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { viewChangesHere } from "../pages/snapshots";
import { refusalToError } from "../services/refusal-errors";
import { cancelByLink } from "../services/response-links";
import { cancelInRoom } from "../services/responses";

const EventIdParam = UuidParam("event_id");

/**
 * '내 정보 삭제': an invitee cancels their response and erases everything kept about it (its
 * address, push subscription, answers, remembered replies, D1's copy and the check-in lines
 * naming it), the queue moving as for a cancellation. Allowed after the deadline and the event
 * too: erasing is not changing an answer. No token, as every invitee call.
 */
export const erasureRoutes = new Hono<AppEnv>()
  .use("/:event_id/*", viewChangesHere)
  .post(
    "/:event_id/erase",
    responds(200, ResponseDeleted),
    validate("param", EventIdParam),
    validate("json", NamePasswordQuery),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const credentials = c.req.valid("json");
      const result = await cancelInRoom(c.env, event_id, credentials, c.var.source, true);
      if (!result.ok) throw refusalToError(result);
      return c.json(result.reply);
    },
  )
  /** The same for the response a personal link opens. */
  .post(
    "/:event_id/my-response/erase",
    responds(200, ResponseDeleted),
    validate("param", EventIdParam),
    validate("header", ResponseKeyHeader),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const key = c.req.valid("header")["x-response-key"];
      const { secretKey } = c.var.config;
      const result = await cancelByLink(c.env, secretKey, event_id, key, c.var.source, true);
      if (!result.ok) throw refusalToError(result);
      return c.json(result.reply);
    },
  );
