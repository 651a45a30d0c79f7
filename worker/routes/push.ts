import { Hono } from "hono";
import { UuidParam } from "#contract/common";
import {
  PushRenew,
  PushRenewed,
  PushSubscribe,
  PushSubscribed,
  PushUnsubscribe,
  PushUnsubscribed,
  pushEndpointProblem,
  VapidPublicKey,
} from "#contract/push";
import type { AppEnv } from "../context";
import { validationError } from "../lib/errors";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { standingPushGiven } from "../series/standing-channels";
import {
  renewBrowser,
  subscribeResponse,
  unsubscribeBrowser,
  vapidPublicKey,
} from "../services/push";

const EventIdParam = UuidParam("event_id");

/** GET /push/vapid-public-key: what a browser subscribes with (the application server key). */
export const pushKeyRoutes = new Hono<AppEnv>().get(
  "/vapid-public-key",
  responds(200, VapidPublicKey),
  (c) =>
    c.json(
      { key: vapidPublicKey(c.var.config.vapid) },
      200,
      // The key changes only with a new deployment's secrets.
      { "Cache-Control": "public, max-age=3600" },
    ),
);

/**
 * An invitee's notifications: no token (the public routes never reply 401/403). Subscribing
 * needs the response's name and password; unsubscribing and renewing, the endpoint only its
 * browser knows.
 */
export const invitePushRoutes = new Hono<AppEnv>()
  .put(
    "/:event_id/push",
    responds(200, PushSubscribed),
    validate("param", EventIdParam),
    validate("json", PushSubscribe),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const input = c.req.valid("json");
      // Only a browser's push service: the Worker posts to this address on every change.
      const problem = pushEndpointProblem(input.subscription.endpoint, c.var.config.pushTestHosts);
      if (problem) throw validationError(["body", "subscription", "endpoint"], problem);
      const { response_id } = await subscribeResponse(c.env, event_id, input, c.var.source);
      // '매번 참석': the browser is the standing answer's channel for every later meeting too.
      await standingPushGiven(c.env, c.var.db, event_id, response_id, input.subscription);
      return c.json({ message: "Notifications on.", response_id });
    },
  )
  .delete(
    "/:event_id/push",
    responds(200, PushUnsubscribed),
    validate("param", EventIdParam),
    validate("json", PushUnsubscribe),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const { endpoint, response_id } = c.req.valid("json");
      const removed = await unsubscribeBrowser(c.env, event_id, endpoint, response_id);
      return c.json({ message: "Notifications off.", removed });
    },
  )
  // The service worker's call when the browser replaced its subscription (public/sw.js).
  .put(
    "/:event_id/push/renewal",
    responds(200, PushRenewed),
    validate("param", EventIdParam),
    validate("json", PushRenew),
    async (c) => {
      const { event_id } = c.req.valid("param");
      const { old_endpoint, subscription } = c.req.valid("json");
      // The same rule as subscribing: the new endpoint is where the Worker will post.
      const problem = pushEndpointProblem(subscription.endpoint, c.var.config.pushTestHosts);
      if (problem) throw validationError(["body", "subscription", "endpoint"], problem);
      const renewed = await renewBrowser(c.env, event_id, old_endpoint, subscription);
      return c.json({ message: "Notifications renewed.", renewed });
    },
  );
