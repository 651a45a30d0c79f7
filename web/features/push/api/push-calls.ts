import type { PushSubscribe, PushUnsubscribe } from "#contract/push";
import { api, unwrap } from "../../../lib/api-client";

/** An invitee's notification calls (no token: the public routes never reply 401/403). */

const eventParam = (eventId: string) => ({ event_id: eventId });

/** GET /push/vapid-public-key: the application server key browsers subscribe with. */
export const vapidPublicKey = async (): Promise<string> =>
  (await unwrap(api.push["vapid-public-key"].$get())).key;

/** PUT /events/{id}/push: this browser's subscription, for the response name and password open. */
export const subscribePush = (eventId: string, body: PushSubscribe) =>
  unwrap(api.events[":event_id"].push.$put({ param: eventParam(eventId), json: body }));

/** DELETE /events/{id}/push: the endpoint proves it is this browser's. */
export const unsubscribePush = (eventId: string, body: PushUnsubscribe) =>
  unwrap(api.events[":event_id"].push.$delete({ param: eventParam(eventId), json: body }));
