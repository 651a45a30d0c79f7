import { checkInPass } from "../lib/check-in-pass";
import { configOf } from "../lib/config";
import { attemptSource } from "../lib/password-attempt-limits";
import { requestHash } from "../lib/request-hash";
import { newSecretToken } from "../lib/secret-token";
import { roomFor } from "./event-rooms";
import { openWithPassword, type ResponseChange, roomChange } from "./responses";

/**
 * '내 응답 링크': a response's personal link. Its secret (32 random bytes) travels only in the
 * link's fragment, which browsers never send to a server, and in the `X-Response-Key` header of
 * the calls it makes; the room keeps only its keyed hash, so its storage cannot open anything.
 * A new link replaces the last one, and a cancelled response takes its link with it.
 */

export const linkHashOf = (secretKey: string, key: string) =>
  requestHash(secretKey, ["response-link", key]);

/** Makes a new personal link for the response a name and password open; the last one stops working. */
export async function issueResponseLink(
  env: Env,
  secretKey: string,
  eventId: string,
  credentials: { name: string; password: string },
  source: string | null,
) {
  const { room, auth } = await openWithPassword(env, eventId, credentials, source);
  const key = newSecretToken();
  const issued = await room.issueLink(eventId, {
    ...auth,
    linkHash: await linkHashOf(secretKey, key),
  });
  return issued.ok ? { ok: true as const, key } : issued;
}

/** The response a link opens, as the room holds it now. */
export async function openByLink(env: Env, secretKey: string, eventId: string, key: string) {
  return roomFor(env, eventId).linked(eventId, await linkHashOf(secretKey, key));
}

/**
 * The check-in pass of the response a link opens, for the QR shown at the door: signed over
 * this link (lib/check-in-pass.ts), so it checks that response in until the link is replaced
 * or ends, and opens nothing itself.
 */
export async function checkInPassFor(env: Env, secretKey: string, eventId: string, key: string) {
  const linkHash = await linkHashOf(secretKey, key);
  const found = await roomFor(env, eventId).linked(eventId, linkHash);
  if (!found.ok) return found;
  return {
    ok: true as const,
    pass: await checkInPass(secretKey, eventId, found.responseId, linkHash),
  };
}

/**
 * The room and the proof for the response a link opens, as a password check would give them.
 * No password was guessed, so there is no count to clear.
 */
async function openWithLink(
  env: Env,
  secretKey: string,
  eventId: string,
  key: string,
  source: string | null,
) {
  const room = roomFor(env, eventId);
  const found = await room.linked(eventId, await linkHashOf(secretKey, key));
  if (!found.ok) return found;
  const { responseId, expectedHash } = found;
  const auth = { responseId, expectedHash, source: attemptSource(source), reservedIds: [] };
  return { ok: true as const, room, auth };
}

/** Changes the response a link opens: the same rules as a change with its password. */
export async function modifyByLink(
  env: Env,
  secretKey: string,
  eventId: string,
  key: string,
  change: Omit<ResponseChange, "name">,
  source: string | null,
) {
  const opened = await openWithLink(env, secretKey, eventId, key, source);
  if (!opened.ok) return { result: opened, passwordHash: "" };
  const changed = await roomChange(change, configOf(env).passwordCost);
  const result = await opened.room.modify(eventId, { ...opened.auth, ...changed });
  // The hash the response holds now: a standing answer started from it keeps the same.
  return { result, passwordHash: changed.passwordHash ?? opened.auth.expectedHash };
}

/** Cancels the response a link opens. */
export async function cancelByLink(
  env: Env,
  secretKey: string,
  eventId: string,
  key: string,
  source: string | null,
  erase = false,
) {
  const opened = await openWithLink(env, secretKey, eventId, key, source);
  if (!opened.ok) return opened;
  return opened.room.cancel(eventId, { ...opened.auth, erase });
}
