import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { HostNoticeMode } from "../../../worker/contract/host-notices";
import { HostTelling } from "../../../worker/event-room/hosts/host-telling";
import { MailCourier } from "../../../worker/event-room/outbox/mail-courier";
import { PushCourier } from "../../../worker/event-room/outbox/push-courier";
import { api, mailsTo, type OutboxMail } from "./api";
import { alarmRuns } from "./clock";
import { roomStub } from "./events";

/** What the people running an event hear (decision 0067), as the Worker tests reach it. */

export const notificationsOf = (token: string, eventId: string) =>
  api(`/events/${eventId}/notifications`, { token });

export const chooseNotifications = (
  token: string,
  eventId: string,
  mode: HostNoticeMode | string,
) => api(`/events/${eventId}/notifications`, { method: "PUT", token, json: { mode } });

/** PUT /users/me/push with a browser's subscription. */
export const subscribeAccount = (
  token: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) =>
  api("/users/me/push", {
    method: "PUT",
    token,
    json: { subscription: { endpoint: subscription.endpoint, keys: subscription.keys } },
  });

/** Waits until the room has told its hosts what was due and its couriers sent it. */
export async function hostsTold(eventId: string): Promise<void> {
  await runInDurableObject(roomStub(env, eventId), async (instance) => {
    const { hostTelling, mailer, courier } = instance as {
      hostTelling?: unknown;
      mailer?: unknown;
      courier?: unknown;
    };
    if (!(hostTelling instanceof HostTelling)) throw new Error("EventRoom has no `hostTelling`");
    if (!(mailer instanceof MailCourier) || !(courier instanceof PushCourier))
      throw new Error("EventRoom no longer has its couriers");
    await hostTelling.settled();
    await mailer.settled();
    await courier.settled();
  });
}

/** The room's alarm runs (at the test clock's time), and what it told is sent. */
export async function alarmTellsHosts(eventId: string): Promise<void> {
  await alarmRuns(eventId);
  await hostsTold(eventId);
}

/** The hosts' notices mailed to an address about an event titled `title`, oldest first. */
export async function hostMails(address: string, title: string): Promise<OutboxMail[]> {
  const mails = await mailsTo(address);
  return mails.filter((mail) => mail.subject.includes(title)).reverse();
}
