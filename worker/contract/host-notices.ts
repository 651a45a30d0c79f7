import { z } from "zod";
import { PushSubscriptionJson } from "./push";

/**
 * What the people running an event hear of it (decision 0067): `each` answer, gathered when
 * they come fast; one `daily` summary at 09:00 on the event's clock; or nothing (`off`).
 */
export const HOST_NOTICE_MODES = ["each", "daily", "off"] as const;
export const HostNoticeMode = z
  .enum(HOST_NOTICE_MODES, { error: 'mode must be "each", "daily" or "off"' })
  .meta({
    description:
      "`each`: a notice for each answer (those within 10 minutes of the last notice are gathered into one at the end of those 10 minutes); `daily`: one summary of the last day's changes at 09:00 on the event's clock, only when something changed; `off`: none",
  });
export type HostNoticeMode = z.infer<typeof HostNoticeMode>;

/** The account's mode for events it has not chosen one for. */
export const DEFAULT_HOST_NOTICE_MODE: HostNoticeMode = "each";

/** GET/PUT /events/{id}/notifications: the caller's own mode for the event. */
export const HostNotifications = z.object({ mode: HostNoticeMode });
export type HostNotifications = z.infer<typeof HostNotifications>;

/** PUT /users/me/push: this browser's subscription, for the account's own notices. */
export const AccountPushSubscribe = z.object({ subscription: PushSubscriptionJson });
export type AccountPushSubscribe = z.input<typeof AccountPushSubscribe>;

export const AccountPushSubscribed = z.object({ message: z.string() });

/** DELETE /users/me/push: the browser's endpoint, which only it and the account know. */
export const AccountPushUnsubscribe = z.object({ endpoint: z.string().max(2048) });
export type AccountPushUnsubscribe = z.input<typeof AccountPushUnsubscribe>;

export const AccountPushUnsubscribed = z.object({
  message: z.string(),
  removed: z.number().int(),
});

/** GET /users/me/push: the endpoints of the browsers the account hears on. */
export const AccountPushState = z.object({ endpoints: z.array(z.string()) });
export type AccountPushState = z.infer<typeof AccountPushState>;
