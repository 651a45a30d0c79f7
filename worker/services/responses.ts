import type { RequestedStatus } from "#contract/response-requests";
import { nameKey } from "#contract/response-rules";
import type { Language } from "#i18n/language";
import { configOf } from "../lib/config";
import { hashResponsePassword } from "../lib/password";
import type { PasswordCost } from "../lib/password-cost";
import { requestHash } from "../lib/request-hash";
import { roomFor } from "./event-rooms";
import { authenticateResponse } from "./response-auth";

/** A sign-up as both the API and the invite page's plain form post send it, already valid. */
export type NewResponse = {
  name: string;
  password: string;
  status: RequestedStatus;
  message: string | null;
  /** Guests brought along (0: none). */
  guests: number;
  /** Where to tell the invitee of a seat or a change (verified first); null or left out: none. */
  notify_email?: string | null;
  /** Answers to the event's questions as sent; the room checks them (decision 0042). */
  answers?: Record<string, unknown>;
  /** Posted by the invite page's plain form: its yes/no radios say "yes" or "no". */
  answers_from_form?: boolean;
  /** The language the change was made in: the response's notices speak it from then on. */
  language?: Language;
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
  origin: string,
  language?: Language,
  /** Hashed already (a standing answer keeps the same hash): not hashed again. */
  passwordHash?: string,
) {
  const { name, password, status, message, guests } = response;
  return roomFor(env, eventId).submit(eventId, {
    name,
    nameKey: nameKey(name),
    passwordHash:
      passwordHash ?? (await hashResponsePassword(password, configOf(env).passwordCost)),
    status,
    message,
    guests,
    idempotencyKey,
    source,
    notifyEmail: response.notify_email ?? null,
    origin,
    answers: response.answers,
    answersFromForm: response.answers_from_form,
    language,
    // Guests and answers join the hash only when there are some, so keys made before them
    // still match.
    requestHash: idempotencyKey
      ? await requestHash(secretKey, [
          name,
          password,
          status,
          message,
          ...(guests || response.answers ? [String(guests)] : []),
          ...(response.answers ? [answersKey(response.answers)] : []),
        ])
      : null,
  });
}

/** A change to a response: what is given changes (a message of null clears it). */
export type ResponseChange = {
  name?: string;
  status?: RequestedStatus;
  message?: string | null;
  guests?: number;
  /** A new password (its personal link stops working). */
  new_password?: string;
  /** undefined keeps the notification address; null removes it; a new one is verified again. */
  notify_email?: string | null;
  /** The site's origin as the request named it, for the verification mail's link. */
  origin?: string;
  /** undefined keeps the answers; given, they replace them all (the room checks them). */
  answers?: Record<string, unknown>;
  /** Posted by the invite page's plain form: its yes/no radios say "yes" or "no". */
  answers_from_form?: boolean;
  /** The language the change was made in: the response's notices speak it from then on. */
  language?: Language;
};

/** Answers in one order whatever order they were sent in, for the request's hash. */
const answersKey = (answers: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((id) => [id, answers[id]]),
  );

/** A change as the room takes it: the name's key, a new password hashed here, outside the room. */
export async function roomChange(change: ResponseChange, cost: PasswordCost) {
  return {
    name: change.name,
    nameKey: change.name === undefined ? undefined : nameKey(change.name),
    status: change.status,
    message: change.message,
    guests: change.guests,
    notifyEmail: change.notify_email,
    origin: change.origin,
    answers: change.answers,
    answersFromForm: change.answers_from_form,
    language: change.language,
    passwordHash: change.new_password
      ? await hashResponsePassword(change.new_password, cost)
      : undefined,
  };
}

/**
 * The room and the proof for the response a name and password open. A wrong password or an
 * unknown name throws the ApiError the API replies with.
 */
export async function openWithPassword(
  env: Env,
  eventId: string,
  { name, password }: { name: string; password: string },
  source: string | null,
  whenClosed = false,
) {
  const room = roomFor(env, eventId);
  const cost = configOf(env).passwordCost;
  const auth = await authenticateResponse(room, eventId, name, password, source, cost, whenClosed);
  return { room, auth };
}

/** Changes the response a name and password open (the API's modify and the invite form's edit). */
export async function modifyInRoom(
  env: Env,
  eventId: string,
  credentials: { name: string; password: string },
  change: ResponseChange,
  source: string | null,
) {
  const { room, auth } = await openWithPassword(env, eventId, credentials, source);
  const changed = await roomChange(change, configOf(env).passwordCost);
  const result = await room.modify(eventId, { ...auth, ...changed });
  // The hash the response holds now: a standing answer started from it keeps the same.
  return { result, passwordHash: changed.passwordHash ?? auth.expectedHash };
}

/** Cancels the response a name and password open (the API's delete and the invite form's). */
export async function cancelInRoom(
  env: Env,
  eventId: string,
  credentials: { name: string; password: string },
  source: string | null,
  erase = false,
) {
  const { room, auth } = await openWithPassword(env, eventId, credentials, source, erase);
  return room.cancel(eventId, { ...auth, erase });
}
