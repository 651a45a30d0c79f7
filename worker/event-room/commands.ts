import type { PushSubscriptionJson } from "#contract/push";
import { type RequestedStatus, statusOnSubmit } from "#contract/response-rules";
import type { ResponseDeleted, ResponseResult } from "#contract/responses";
import { filledSentence } from "../services/filled-seats";
import { fits, holdsSeats, queuePlaceAfter, statusOfChange } from "./change-policy";
import type { RoomGuesses } from "./guesses";
import { changedNotice } from "./push-notices";
import { refuse, refuseIfClosed } from "./refusals";
import { toResponsePublic } from "./response-rows";
import { type Filled, fillFreedSeats, removeAndFill, settleOffers } from "./seating";
import type { RoomStore } from "./store";
import type { Candidate, RoomConfig, RoomRefusal, StoredResponse } from "./types";

/**
 * The room's commands: the whole change policy of an event's responses. Each runs inside the
 * shell's one `transactionSync` (no await, so no other request interleaves between a check and
 * its write) and says whether it changed anything; the shell then assigns the revision.
 */
export type Outcome<T> = RoomRefusal | { ok: true; changed: boolean; value: T };

/** Replies as the commands give them; the shell adds the revision it assigned. */
export type ResponseReply = Omit<ResponseResult, "revision">;
export type RemovalReply = Omit<ResponseDeleted, "revision">;

export interface SubmitInput {
  name: string;
  nameKey: string;
  passwordHash: string;
  status: RequestedStatus;
  message: string | null;
  /** Guests brought along: the response asks for 1 + guests seats. */
  guests: number;
  idempotencyKey: string | null;
  /** A keyed hash of the request, so a key reused for another request is told apart. */
  requestHash: string | null;
  /** The client's address (worker/lib/guess-limits.ts `clientSource`); null: not limited. */
  source: string | null;
  /** Where to mail notices (verified first), or null. */
  notifyEmail: string | null;
  /** The site's origin as the request named it: mails' links point there. */
  origin: string;
}

/**
 * Who proved a password, and which responses their attempt was counted against (none for a
 * personal link, which is no guess).
 */
export interface Proof {
  source: string;
  reservedIds: string[];
}

export interface ModifyInput extends Proof {
  responseId: string;
  /** The hash the Worker verified the password against: the change applies only if unchanged. */
  expectedHash: string;
  name?: string;
  nameKey?: string;
  status?: RequestedStatus;
  /** undefined keeps the message; null clears it. */
  message?: string | null;
  /** undefined keeps the guests. */
  guests?: number;
  /** A new password's hash: the response's personal link stops working with the old one. */
  passwordHash?: string;
  /** undefined keeps the notification address; null removes it; see mail-queue `setAddress`. */
  notifyEmail?: string | null;
  /** The site's origin as the request named it: mails' links point there. */
  origin?: string;
}

const changed = <T>(value: T): Outcome<T> => ({ ok: true, changed: true, value });

export function submit(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  input: SubmitInput,
  now: number,
): Outcome<ResponseReply> {
  if (input.idempotencyKey) {
    const prior = store.replies.find(input.idempotencyKey);
    if (prior) {
      // A retry of the same request gets the same reply; another request under its key does not.
      if (prior.requestHash !== null && prior.requestHash !== input.requestHash) {
        return refuse("idempotency_key_reused");
      }
      // The channels are read now: the remembered reply keeps no address (it outlives the
      // response for a day; the address must not).
      const replayed = prior.reply as Omit<ResponseReply, "notify">;
      const notify = store.notices.stateOf(replayed.response.id);
      return { ok: true, changed: false, value: { ...replayed, notify } };
    }
  }
  const admitted = input.source === null ? null : guesses.admitSubmission(input.source, now);
  if (admitted && !admitted.allowed)
    return refuse("too_many_submissions", admitted.retryAfterSeconds);
  const closed = refuseIfClosed(config, now);
  if (closed) return closed;
  if (!config.allow_duplicate && store.nameTaken(input.nameKey)) return refuse("response_exists");
  if (input.guests > config.max_guests) return refuse("too_many_guests");
  const nowIso = new Date(now).toISOString();
  const status = statusOnSubmit(input.status, fits(store.seatCounts(config), 1 + input.guests));
  const seq = store.nextSeq();
  const row = store.insert({
    id: crypto.randomUUID(),
    seq,
    queue_seq: status === "waiting" ? seq : null,
    name: input.name,
    name_key: input.nameKey,
    password_hash: input.passwordHash,
    status,
    message: input.message,
    guests: input.guests,
    offer_expires_at: null,
    offer_lapsed_at: null,
    reminded_for: null,
    confirmed_at: null,
    created_at: nowIso,
    updated_at: nowIso,
    version: 1,
  });
  // The submitter set the password: their address is the owner's own from the start.
  if (input.source !== null) guesses.remember(row.id, input.source, now);
  if (input.notifyEmail) {
    store.notices.setAddress(config, row, input.notifyEmail, input.origin, now);
  }
  const position = store.waitingPosition(row);
  const reply: ResponseReply = {
    message:
      status === "waiting"
        ? `The event is full. You are on the waiting list at position ${position}.`
        : status === "attending"
          ? "Response submitted. You are attending."
          : "Response submitted.",
    response: toResponsePublic(row),
    waiting_position: position,
    promoted: [],
    offered: [],
    notify: store.notices.stateOf(row.id),
  };
  if (input.idempotencyKey) {
    const { notify: _notify, ...remembered } = reply;
    store.replies.remember(input.idempotencyKey, input.requestHash, remembered, now);
  }
  return changed(reply);
}

export function modify(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  input: ModifyInput,
  now: number,
): Outcome<ResponseReply> {
  proven(guesses, input, now);
  const row = store.byId(input.responseId);
  const refusal = guardChange(config, row, input.expectedHash, now);
  if (refusal) return refusal;
  if (!row) return refuse("response_not_found");
  if (
    input.nameKey !== undefined &&
    input.nameKey !== row.name_key &&
    !config.allow_duplicate &&
    store.nameTaken(input.nameKey, row.id)
  ) {
    return refuse("response_exists");
  }
  // A new address is mailed (its verification): a write of the source's, counted as such.
  if (input.notifyEmail && addressIsNew(store, row.id, input.notifyEmail)) {
    const admitted = guesses.admitSubmission(input.source, now);
    if (!admitted.allowed) return refuse("too_many_submissions", admitted.retryAfterSeconds);
  }
  const guests = input.guests ?? row.guests;
  // An event may lower its max_guests: those who brought more keep them, but cannot add more.
  if (guests > row.guests && guests > config.max_guests) return refuse("too_many_guests");
  const status = statusOfChange(store.seatCounts(config), row, input.status, guests);
  if (status === null) {
    // Someone holding seats asked for more guests than the free seats take: said apart from
    // asking to attend while full (statusOfChange refuses nothing else).
    return holdsSeats(row.status)
      ? { ...refuse("event_full"), forGuests: true }
      : refuse("event_full");
  }
  const nowIso = new Date(now).toISOString();
  const place = queuePlaceAfter(row.status, status);
  const updated = store.update(
    row,
    {
      name: input.name ?? row.name,
      name_key: input.nameKey ?? row.name_key,
      status,
      queue_seq: place === "keep" ? row.queue_seq : place === "end" ? store.nextSeq() : null,
      message: input.message === undefined ? row.message : input.message,
      guests,
      password_hash: input.passwordHash ?? row.password_hash,
    },
    nowIso,
  );
  if (input.passwordHash) store.links.drop(row.id);
  if (input.notifyEmail !== undefined) {
    store.notices.setAddress(config, updated, input.notifyEmail, input.origin ?? "", now);
  }
  // Seats freed (leaving, or fewer guests), or a waiting head now small enough to fit: the
  // queue moves. Filling stops at the first party that does not fit, so this is cheap.
  const filled = fillFreedSeats(store, config, now);
  const moved = filled.promoted.length + filled.offered.length > 0;
  const final = moved ? (store.byId(row.id) ?? updated) : updated;
  const accepted = row.status === "offered" && final.status === "attending";
  return changed({
    message: `${accepted ? "Offer accepted. You are attending." : "Response updated."}${filledSentence(filled)}`,
    response: toResponsePublic(final),
    waiting_position: store.waitingPosition(final),
    ...filled,
    notify: store.notices.stateOf(row.id),
  });
}

/** Whether asking for this address mails it: it is not already the response's verified one. */
function addressIsNew(store: RoomStore, responseId: string, address: string): boolean {
  const channel = store.notices.mails.channel(responseId);
  return channel?.address !== address || channel.verified_at === null;
}

/** An invitee cancels their own response (the Worker verified the password). */
export function cancel(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string },
  now: number,
): Outcome<RemovalReply> {
  proven(guesses, input, now);
  const { responseId, expectedHash } = input;
  const row = store.byId(responseId);
  const refusal = guardChange(config, row, expectedHash, now);
  if (refusal) return refusal;
  if (!row) return refuse("response_not_found");
  return changed(removeAndPromote(store, config, row, now));
}

/**
 * Gives a response its personal link (the Worker verified the password, and made the secret;
 * the room keeps only its keyed hash). Nothing anyone sees changes: no revision.
 */
export function issueLink(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string; linkHash: string },
  now: number,
): Outcome<Record<string, never>> {
  proven(guesses, input, now);
  const row = store.byId(input.responseId);
  const refusal = guardChange(config, row, input.expectedHash, now);
  if (refusal) return refusal;
  store.links.set(input.responseId, input.linkHash);
  return { ok: true, changed: false, value: {} };
}

/** The organiser deletes a response: no password, no deadline. */
export function adminDelete(
  store: RoomStore,
  config: RoomConfig,
  responseId: string,
  now: number,
): Outcome<RemovalReply> {
  const row = store.byId(responseId);
  if (!row) return refuse("response_not_found");
  return changed(removeAndPromote(store, config, row, now));
}

/**
 * A newer config (decision 0022). Open offers are settled first: with a maximum gone, or the
 * policy back to `instant`, they become seats at once; a deadline moved earlier ends them by
 * it; a maximum lowered below what attending and offered responses hold takes back the
 * offers that no longer fit, latest in the queue first, and they wait again at their place.
 * Then freed seats are filled (raising the maximum fills at once). Lowering it demotes
 * nobody attending. A new date or place is pushed to every subscribed response, at most once
 * per ten minutes each (./notices.ts `notifyChange`), by push and mail.
 */
export function configure(
  store: RoomStore,
  config: RoomConfig,
  previous: RoomConfig | null,
  now: number,
): Outcome<Filled> {
  const notice = previous && changedNotice(previous, config);
  if (notice && previous) {
    store.notices.notifyChange(
      config,
      notice,
      (pending) => changedNotice(previous, config, pending) ?? notice,
      now,
    );
  }
  settleOffers(store, config, now);
  return changed(fillFreedSeats(store, config, now));
}

/** Subscribes a browser for the response whose password the Worker verified. */
export function subscribePush(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string; subscription: PushSubscriptionJson },
  now: number,
): Outcome<{ response_id: string }> {
  proven(guesses, input, now);
  const row = store.byId(input.responseId);
  const refusal = guardChange(config, row, input.expectedHash, now);
  if (refusal) return refusal;
  store.pushes.subscribe(input.responseId, input.subscription, now);
  store.reminders.remindWhenReachable(input.responseId);
  // Nothing anyone sees changes: no revision.
  return { ok: true, changed: false, value: { response_id: input.responseId } };
}

/**
 * The responses a name may open and whose password the Worker may now check: each attempt is
 * counted against every such response before the check (worker/lib/guess-limits.ts), so
 * parallel guesses get no more tries than sequential ones and a refusal never depends on
 * whether the password was right.
 */
export function openCredentials(
  store: RoomStore,
  guesses: RoomGuesses,
  config: RoomConfig,
  nameKey: string,
  source: string,
  now: number,
): RoomRefusal | { ok: true; candidates: Candidate[] } {
  const closed = refuseIfClosed(config, now);
  if (closed) return closed;
  const rows = store.byNameKey(nameKey);
  if (rows.length === 0) return refuse("response_not_found");
  const candidates: Candidate[] = [];
  let retryAfterSeconds = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const counted = guesses.reserve(row.id, source, now);
    if (counted.allowed) candidates.push({ id: row.id, password_hash: row.password_hash });
    else retryAfterSeconds = Math.min(retryAfterSeconds, counted.retryAfterSeconds);
  }
  if (candidates.length === 0) return refuse("response_locked", retryAfterSeconds);
  return { ok: true, candidates };
}

/**
 * A password proved right for the response it opens (whatever the change then meets): its
 * attempt on that response was no guess. On every other response of the same name it was
 * counted against, it was a wrong password and stays counted: else someone sharing a name
 * could wipe their guesses at another's response with their own right password.
 */
function proven(guesses: RoomGuesses, proof: Proof & { responseId: string }, now: number): void {
  if (proof.reservedIds.includes(proof.responseId)) {
    guesses.clear(proof.responseId, proof.source, now);
  }
}

function guardChange(
  config: RoomConfig,
  row: StoredResponse | undefined,
  expectedHash: string,
  now: number,
): RoomRefusal | null {
  const closed = refuseIfClosed(config, now);
  if (closed) return closed;
  if (!row) return refuse("response_not_found");
  if (row.password_hash !== expectedHash) return refuse("response_changed");
  return null;
}

function removeAndPromote(
  store: RoomStore,
  config: RoomConfig,
  row: StoredResponse,
  now: number,
): RemovalReply {
  // Declining an offer by deleting frees its seats as leaving a seat does.
  const filled = removeAndFill(store, config, row, now);
  return { message: `Response deleted.${filledSentence(filled)}`, ...filled };
}
