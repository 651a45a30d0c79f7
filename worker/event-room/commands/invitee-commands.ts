import { filledSentence } from "#contract/filled-seats";
import type { PushSubscriptionJson } from "#contract/push";
import type { RequestedStatus } from "#contract/response-rules";
import type { Language } from "#i18n/language";
import type { Notices } from "../outbox/notices";
import { holdsSeats, queuePlaceAfter, statusOfChange } from "../policy/change-policy";
import { eraseTraces } from "../store/erasure";
import { toOwnResponse } from "../store/response-rows";
import { answersOf } from "../store/stored-answers";
import type { RoomConfig } from "../store/types";
import {
  changed,
  type Outcome,
  type RemovalReply,
  type ResponseReply,
  removalReply,
} from "./outcome";
import { guardChange, guardResponse, type Proof, proven } from "./password-proof";
import { refuse, refuseIfClosed } from "./refusals";
import { answersToStore } from "./response-answers";
import type { RoomTransaction } from "./room-transaction";
import { fillFreedSeats, removeAndFill } from "./seating";

/**
 * An invitee's commands on their own response, each with its password verified by the Worker
 * (./password-proof.ts): change it, cancel it, get its personal link, turn notifications on.
 */

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
  /**
   * undefined keeps the answers; given, each replaces its question's answer and the others stay
   * (an empty one clears it): a change by name and password cannot show the answers given before,
   * so what it leaves blank is not taken for a wish to clear (decision 0042). The merged set is
   * checked against the questions.
   */
  answers?: Record<string, unknown>;
  /** Posted by the invite page's plain form: yes/no answers say "yes" or "no". */
  answersFromForm?: boolean;
  /** The language the change was made in, which the notices will speak; undefined keeps it. */
  language?: Language;
}

/** A change to a response: what it means is ../policy/change-policy.ts's; the queue moves after it. */
export function modify(
  tx: RoomTransaction,
  config: RoomConfig,
  input: ModifyInput,
): Outcome<ResponseReply> {
  const { store, notices, attempts, now } = tx;
  proven(attempts, input, now);
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
  if (input.notifyEmail && addressIsNew(notices, row.id, input.notifyEmail)) {
    const admitted = attempts.admitSubmission(input.source, now);
    if (!admitted.allowed) return refuse("too_many_submissions", admitted.retryAfterSeconds);
  }
  const guests = input.guests ?? row.guests;
  // An event may lower its max_guests: those who brought more keep them, but cannot add more.
  if (guests > row.guests && guests > config.max_guests) return refuse("too_many_guests");
  // Checked against the status asked for (or kept): only not_attending needs no answers.
  const answers =
    input.answers === undefined
      ? null
      : answersToStore(
          config.questions,
          { ...answersOf(row), ...changedAnswers(input.answers, input.answersFromForm) },
          input.status ?? row.status,
          input.answersFromForm,
        );
  if (answers && !answers.ok) return answers;
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
      answers: answers ? answers.json : row.answers,
      language: input.language ?? row.language,
    },
    nowIso,
  );
  if (input.passwordHash) store.links.drop(row.id);
  if (input.notifyEmail !== undefined) {
    notices.setAddress(config, updated, input.notifyEmail, input.origin ?? "", input.source, now);
  }
  // Seats freed (leaving, or fewer guests), or a waiting head now small enough to fit: the
  // queue moves. Filling stops at the first party that does not fit, so this is cheap.
  const filled = fillFreedSeats(tx, config);
  const moved = filled.promoted.length + filled.offered.length > 0;
  const final = moved ? (store.byId(row.id) ?? updated) : updated;
  tx.hosts.changed(row, final, now);
  const accepted = row.status === "offered" && final.status === "attending";
  return changed({
    message: `${accepted ? "Offer accepted. You are attending." : "Response updated."}${filledSentence(filled)}`,
    response: toOwnResponse(final),
    waiting_position: store.waitingPosition(final),
    ...filled,
    notify: notices.stateOf(row.id, now),
  });
}

/** Whether asking for this address mails it: it is not already the response's verified one. */
function addressIsNew(notices: Notices, responseId: string, address: string): boolean {
  const channel = notices.mails.channel(responseId);
  return channel?.address !== address || channel.verified_at === null;
}

/**
 * An invitee cancels their own response (the Worker verified the password); with `erase`,
 * everything kept about it goes too ('내 정보 삭제', ../store/erasure.ts `eraseTraces`).
 */
export function cancel(
  tx: RoomTransaction,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string; erase?: boolean },
): Outcome<RemovalReply> {
  proven(tx.attempts, input, tx.now);
  const { responseId, expectedHash } = input;
  const row = tx.store.byId(responseId);
  // Erasing is not changing an answer: it stays possible once changes are closed, and then
  // frees no seat for anyone (nobody is promoted into a closed or past event).
  const closed = refuseIfClosed(config, tx.now) !== null;
  const refusal = input.erase
    ? guardResponse(row, expectedHash)
    : guardChange(config, row, expectedHash, tx.now);
  if (refusal) return refusal;
  if (!row) return refuse("response_not_found");
  // Declining an offer by deleting frees its seats as leaving a seat does.
  const filled = removeAndFill(tx, config, row, !(input.erase && closed));
  if (input.erase) eraseTraces(tx.sql, row, config.id);
  tx.hosts.cancelled(row, input.erase === true, tx.now);
  return changed(removalReply(filled));
}

/**
 * Gives a response its personal link (the Worker verified the password, and made the secret;
 * the room keeps only its keyed hash). Nothing anyone sees changes: no revision.
 */
export function issueLink(
  { store, attempts, now }: RoomTransaction,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string; linkHash: string },
): Outcome<Record<string, never>> {
  proven(attempts, input, now);
  const row = store.byId(input.responseId);
  const refusal = guardChange(config, row, input.expectedHash, now);
  if (refusal) return refusal;
  store.links.set(input.responseId, input.linkHash);
  return { ok: true, changed: false, value: {} };
}

/** Subscribes a browser for the response whose password the Worker verified. */
export function subscribePush(
  { store, notices, reminders, attempts, now }: RoomTransaction,
  config: RoomConfig,
  input: Proof & { responseId: string; expectedHash: string; subscription: PushSubscriptionJson },
): Outcome<{ response_id: string }> {
  proven(attempts, input, now);
  const row = store.byId(input.responseId);
  const refusal = guardChange(config, row, input.expectedHash, now);
  if (refusal) return refusal;
  notices.pushes.subscribe(input.responseId, input.subscription, now);
  reminders.remindWhenReachable(input.responseId);
  // Nothing anyone sees changes: no revision.
  return { ok: true, changed: false, value: { response_id: input.responseId } };
}

/**
 * What a change says of its answers. The plain form posts every text field, empty when left
 * blank; by name and password it shows none of the answers given before, so a blank there
 * changes nothing. The app leaves out what it does not change and sends "" to clear.
 */
function changedAnswers(answers: Record<string, unknown>, fromForm = false) {
  if (!fromForm) return answers;
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => typeof value !== "string" || value.trim() !== ""),
  );
}
