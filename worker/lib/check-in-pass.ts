import { requestHash } from "./request-hash";

/**
 * The door's check-in pass (docs/decisions/0045-check-in-pass.md): `{response id}.{signature}`,
 * the signature a keyed hash (the app's secret) of the event, the response and the keyed hash
 * of its personal link as the room holds it now. It names one response and can only check it
 * in: it carries nothing the link's key could be found from, and the room opens nothing by it.
 * It needs no storage of its own, and dies with the personal link: a new link, a new password
 * or a cancellation changes or drops the link's hash, and the signature no longer matches.
 */

const encoder = new TextEncoder();

const signature = async (secret: string, eventId: string, responseId: string, linkHash: string) =>
  (await requestHash(secret, ["check-in-pass", eventId, responseId, linkHash]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** The pass for a response whose personal link's hash is `linkHash`. */
export async function checkInPass(
  secret: string,
  eventId: string,
  responseId: string,
  linkHash: string,
): Promise<string> {
  return `${responseId}.${await signature(secret, eventId, responseId, linkHash)}`;
}

/** A pass's parts, as CHECK_IN_PASS (contract/check-in.ts) has already checked its shape. */
export function passParts(pass: string): { responseId: string; signed: string } {
  const [responseId = "", signed = ""] = pass.split(".");
  return { responseId, signed };
}

/** Whether `signed` is the signature for this response and link now (compared in constant time). */
export async function passSigned(
  secret: string,
  eventId: string,
  responseId: string,
  linkHash: string,
  signed: string,
): Promise<boolean> {
  const expected = encoder.encode(await signature(secret, eventId, responseId, linkHash));
  const given = encoder.encode(signed);
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given);
}
