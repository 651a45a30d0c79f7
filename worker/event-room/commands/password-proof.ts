import type { NotifyState } from "#contract/notify";
import type { OwnResponse } from "#contract/responses";
import type { PasswordAttempts } from "../store/password-attempts";
import { toOwnResponse } from "../store/response-rows";
import type { Candidate, RoomConfig, RoomRefusal, StoredResponse } from "../store/types";
import { refuse, refuseIfClosed } from "./refusals";
import type { RoomTransaction } from "./room-transaction";

/**
 * Passwords in the room: the Worker verifies them outside it (about 15 ms of CPU), against the
 * hashes the room hands out here after counting the attempt; a change then applies only if the
 * hash it was verified against is still the response's (compare-and-set).
 */

/**
 * Who proved a password, and which responses their attempt was counted against (none for a
 * personal link, which is no guess).
 */
export interface Proof {
  source: string;
  reservedIds: string[];
}

/**
 * The responses a name may open and whose password the Worker may now check: each attempt is
 * counted against every such response before the check (worker/lib/password-attempt-limits.ts), so
 * parallel guesses get no more tries than sequential ones and a refusal never depends on
 * whether the password was right.
 */
export function openCredentials(
  { store, attempts, now }: RoomTransaction,
  config: RoomConfig,
  nameKey: string,
  source: string,
  whenClosed = false,
): RoomRefusal | { ok: true; candidates: Candidate[] } {
  // Only erasing opens a response once changes are closed ('내 정보 삭제').
  const closed = whenClosed ? null : refuseIfClosed(config, now);
  if (closed) return closed;
  const rows = store.byNameKey(nameKey);
  if (rows.length === 0) return unknownName(attempts, config, nameKey, source, now);
  const candidates: Candidate[] = [];
  let retryAfterSeconds = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const counted = attempts.reserve(row.id, source, now);
    if (counted.allowed) candidates.push({ id: row.id, password_hash: row.password_hash });
    else retryAfterSeconds = Math.min(retryAfterSeconds, counted.retryAfterSeconds);
  }
  if (candidates.length === 0) return refuse("response_locked", retryAfterSeconds);
  return { ok: true, candidates };
}

/**
 * A name no response has. Where the guest list shows names, that is no secret: 404. Where it
 * hides them (`count`, `hidden`), the answer must not tell a stranger which names answered, so
 * the name is counted as a response of that name would be (the same limits, the same 429), and
 * the Worker, given no hash to check, refuses it as a wrong password (400).
 */
function unknownName(
  attempts: PasswordAttempts,
  config: RoomConfig,
  nameKey: string,
  source: string,
  now: number,
): RoomRefusal | { ok: true; candidates: Candidate[] } {
  if (config.guest_list === "names") return refuse("response_not_found");
  const counted = attempts.reserveForName(nameKey, source, now);
  if (!counted.allowed) return refuse("response_locked", counted.retryAfterSeconds);
  return { ok: true, candidates: [] };
}

/**
 * A password proved right for the response it opens (whatever the change then meets): its
 * attempt on that response was no guess. On every other response of the same name it was
 * counted against, it was a wrong password and stays counted: else someone sharing a name
 * could wipe their guesses at another's response with their own right password.
 */
export function proven(
  attempts: PasswordAttempts,
  proof: Proof & { responseId: string },
  now: number,
): void {
  if (proof.reservedIds.includes(proof.responseId)) {
    attempts.clear(proof.responseId, proof.source, now);
  }
}

/**
 * What every change with a password meets first: responses closed, the response gone, or its
 * password changed since the Worker verified it.
 */
export function guardChange(
  config: RoomConfig,
  row: StoredResponse | undefined,
  expectedHash: string,
  now: number,
): RoomRefusal | null {
  return refuseIfClosed(config, now) ?? guardResponse(row, expectedHash);
}

/** The response is there, and its password still the one the Worker verified. */
export function guardResponse(
  row: StoredResponse | undefined,
  expectedHash: string,
): RoomRefusal | null {
  if (!row) return refuse("response_not_found");
  if (row.password_hash !== expectedHash) return refuse("response_changed");
  return null;
}

/**
 * The response a personal link opens, with what a change needs: its id and the password hash
 * it holds now (the change applies only if that is unchanged), and its place if waiting.
 */
export interface LinkedResponse {
  responseId: string;
  expectedHash: string;
  response: OwnResponse;
  waiting_position: number | null;
  notify: NotifyState;
}

/** A personal link is a proof of its own: the room keeps only its keyed hash. */
export function openByLink(
  { store, notices, now }: RoomTransaction,
  linkHash: string,
): RoomRefusal | ({ ok: true } & LinkedResponse) {
  const row = store.links.opens(linkHash);
  if (!row) return refuse("response_link_invalid");
  return {
    ok: true,
    responseId: row.id,
    expectedHash: row.password_hash,
    response: toOwnResponse(row),
    waiting_position: store.waitingPosition(row),
    notify: notices.stateOf(row.id, now),
  };
}
