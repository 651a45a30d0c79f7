import type {
  ResponseCreate,
  ResponseDeleted,
  ResponseModify,
  ResponseResult,
} from "#contract/events";
import { api, unwrap } from "../../../lib/api-client";

/** The invitee's calls (no token needed; the public endpoints never answer 401/403). */

const eventParam = (eventId: string) => ({ event_id: eventId });

/**
 * POST /events/{id}/submit. The idempotency key names one attempt: a retry of the same attempt
 * sends the same key, so a phone on a bad connection never registers twice.
 */
export const submitResponse = (
  eventId: string,
  body: ResponseCreate,
  idempotencyKey: string,
): Promise<ResponseResult> =>
  unwrap(
    api.events[":event_id"].submit.$post({
      param: eventParam(eventId),
      header: { "idempotency-key": idempotencyKey },
      json: body,
    }),
  );

/** PUT /events/{id}/modify?name=: the password proves who is changing the response. */
export const modifyResponse = (
  eventId: string,
  name: string,
  body: ResponseModify,
): Promise<ResponseResult> =>
  unwrap(
    api.events[":event_id"].modify.$put({
      param: eventParam(eventId),
      query: { name },
      json: body,
    }),
  );

/** DELETE /events/{id}/delete?name=&password= (the spec's call; the password rides in the query). */
export const deleteResponse = (
  eventId: string,
  name: string,
  password: string,
): Promise<ResponseDeleted> =>
  unwrap(
    api.events[":event_id"].delete.$delete({
      param: eventParam(eventId),
      query: { name, password },
    }),
  );
