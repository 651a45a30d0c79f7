import type { ResponseStatus } from "#contract/events";
import { nameKey } from "#contract/response-rules";
import { hashResponsePassword } from "../lib/password";
import { requestHash } from "../lib/request-hash";
import { roomFor } from "./event-rooms";

/** A sign-up as both the API and the invite page's plain form post send it, already valid. */
export type NewResponse = {
  name: string;
  password: string;
  status: ResponseStatus;
  message: string | null;
};

/**
 * Sends a sign-up to its event's room, which alone decides seats, order and refusals. The
 * password is hashed here, outside the room; with an idempotency key, the room keeps a keyed
 * hash of the request (it contains the password) so a retry gets the first reply and another
 * request under the same key is refused.
 */
export async function submitToRoom(
  env: Env,
  secretKey: string,
  eventId: string,
  response: NewResponse,
  idempotencyKey: string | null,
  source: string | null,
) {
  const { name, password, status, message } = response;
  return roomFor(env, eventId).submit(eventId, {
    name,
    nameKey: nameKey(name),
    passwordHash: await hashResponsePassword(password),
    status,
    message,
    idempotencyKey,
    source,
    requestHash: idempotencyKey
      ? await requestHash(secretKey, [name, password, status, message])
      : null,
  });
}
