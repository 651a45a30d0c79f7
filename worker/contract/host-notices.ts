import { z } from "zod";
import { HostNoticeMode } from "./host-notice-mode";
import { PushSubscriptionJson } from "./push";

export { HOST_NOTICE_MODES, HostNoticeMode } from "./host-notice-mode";

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
