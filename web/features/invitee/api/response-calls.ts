import type { CheckInPass } from "#contract/check-in";
import type {
  MyResponseChange,
  ResponseCreate,
  ResponseLink,
  ResponseModify,
} from "#contract/response-requests";
import type { MyResponse, ResponseDeleted, ResponseResult } from "#contract/responses";
import { api, unwrap } from "../../../lib/api-client";

/** The invitee's calls (no token needed; the public endpoints never reply 401/403). */

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

/**
 * DELETE /events/{id}/delete with the name and password in a JSON body: the query form of the
 * API's first clients works too, but would leave the password in proxies' and servers'
 * request logs.
 */
export const deleteResponse = (
  eventId: string,
  name: string,
  password: string,
): Promise<ResponseDeleted> =>
  unwrap(
    api.events[":event_id"].delete.$delete({
      param: eventParam(eventId),
      json: { name, password },
    }),
  );

/** POST /events/{id}/my-link: a new personal link's key for the response (the last one stops). */
export const createResponseLink = (
  eventId: string,
  name: string,
  password: string,
): Promise<ResponseLink> =>
  unwrap(
    api.events[":event_id"]["my-link"].$post({
      param: eventParam(eventId),
      json: { name, password },
    }),
  );

const keyHeader = (key: string) => ({ "x-response-key": key });

/** GET /events/{id}/my-response: the response a personal link opens. */
export const openMyResponse = (eventId: string, key: string): Promise<MyResponse> =>
  unwrap(
    api.events[":event_id"]["my-response"].$get({
      param: eventParam(eventId),
      header: keyHeader(key),
    }),
  );

/** PUT /events/{id}/my-response: a change through the personal link, no password. */
export const modifyMyResponse = (
  eventId: string,
  key: string,
  body: MyResponseChange,
): Promise<ResponseResult> =>
  unwrap(
    api.events[":event_id"]["my-response"].$put({
      param: eventParam(eventId),
      header: keyHeader(key),
      json: body,
    }),
  );

/** DELETE /events/{id}/my-response: a cancellation through the personal link. */
export const deleteMyResponse = (eventId: string, key: string): Promise<ResponseDeleted> =>
  unwrap(
    api.events[":event_id"]["my-response"].$delete({
      param: eventParam(eventId),
      header: keyHeader(key),
    }),
  );

/**
 * POST /events/{id}/my-response/erase: '내 정보 삭제' through the personal link: the response
 * goes, and everything kept about it.
 */
export const eraseMyResponse = (eventId: string, key: string): Promise<ResponseDeleted> =>
  unwrap(
    api.events[":event_id"]["my-response"].erase.$post({
      param: eventParam(eventId),
      header: keyHeader(key),
    }),
  );

/** GET /events/{id}/my-check-in-pass: the pass the QR shows at the door (decision 0045). */
export const myCheckInPass = (eventId: string, key: string): Promise<CheckInPass> =>
  unwrap(
    api.events[":event_id"]["my-check-in-pass"].$get({
      param: eventParam(eventId),
      header: keyHeader(key),
    }),
  );
