import { Hono } from "hono";
import { UuidParam } from "#contract/common";
import {
  AccountPushState,
  AccountPushSubscribe,
  AccountPushSubscribed,
  AccountPushUnsubscribe,
  AccountPushUnsubscribed,
  HostNotifications,
} from "#contract/host-notices";
import { PushRenew, PushRenewed, pushEndpointProblem } from "#contract/push";
import type { AppEnv } from "../context";
import { validationError } from "../lib/errors";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { eventOf, requireUserAndEvent } from "../middleware/event-in-path";
import {
  accountEndpoints,
  hostNoticeMode,
  renewAccountBrowser,
  setHostNoticeMode,
  subscribeAccount,
  unsubscribeAccount,
} from "../services/host-notice-settings";

const EventIdParam = UuidParam("event_id");

/**
 * What the caller hears of an event they run (decision 0067): owners and managers choose;
 * door keepers hear nothing, and get 404 as for any route their role does not reach.
 */
export const hostNoticeRoutes = new Hono<AppEnv>()
  .get(
    "/:event_id/notifications",
    responds(200, HostNotifications),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "manage");
      return c.json({ mode: await hostNoticeMode(c.var.db, event.id, c.var.user) });
    },
  )
  .put(
    "/:event_id/notifications",
    responds(200, HostNotifications),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", HostNotifications),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "manage");
      const { mode } = c.req.valid("json");
      await setHostNoticeMode(c.var.db, event.id, c.var.user.id, mode);
      return c.json({ mode });
    },
  );

/**
 * The browsers the account hears its events' notices on. The renewal takes no token: the
 * service worker has none, and the old endpoint is the proof, as for invitees' renewals.
 */
export const accountPushRoutes = new Hono<AppEnv>()
  .get("/me/push", responds(200, AccountPushState), requireUser, async (c) =>
    c.json({ endpoints: await accountEndpoints(c.var.db, c.var.user.id) }, 200, {
      "Cache-Control": "no-store",
    }),
  )
  .put(
    "/me/push",
    responds(200, AccountPushSubscribed),
    requireUser,
    validate("json", AccountPushSubscribe),
    async (c) => {
      const { subscription } = c.req.valid("json");
      // Only a browser's push service: the rooms post to this address on every notice.
      const problem = pushEndpointProblem(subscription.endpoint, c.var.config.pushTestHosts);
      if (problem) throw validationError(["body", "subscription", "endpoint"], problem);
      await subscribeAccount(c.var.db, c.var.user.id, subscription);
      return c.json({ message: "Notifications on." });
    },
  )
  .delete(
    "/me/push",
    responds(200, AccountPushUnsubscribed),
    requireUser,
    validate("json", AccountPushUnsubscribe),
    async (c) => {
      const { endpoint } = c.req.valid("json");
      const removed = await unsubscribeAccount(c.var.db, c.var.user.id, endpoint);
      return c.json({ message: "Notifications off.", removed });
    },
  )
  .put("/me/push/renewal", responds(200, PushRenewed), validate("json", PushRenew), async (c) => {
    const { old_endpoint, subscription } = c.req.valid("json");
    const problem = pushEndpointProblem(subscription.endpoint, c.var.config.pushTestHosts);
    if (problem) throw validationError(["body", "subscription", "endpoint"], problem);
    const renewed = await renewAccountBrowser(c.var.db, old_endpoint, subscription);
    return c.json({ message: "Notifications renewed.", renewed });
  });
