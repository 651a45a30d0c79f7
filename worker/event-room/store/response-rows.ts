import type { OwnResponse, ResponsePublic } from "#contract/responses";
import { answersOf } from "./stored-answers";
import type { StoredResponse } from "./types";

/** A stored response as the API shows it, and the order every list of them follows. */

export const toResponsePublic = (row: StoredResponse): ResponsePublic => ({
  id: row.id,
  name: row.name,
  status: row.status,
  message: row.message,
  guests: row.guests,
  offer_expires_at:
    row.offer_expires_at === null ? null : new Date(row.offer_expires_at).toISOString(),
  offer_lapsed_at:
    row.offer_lapsed_at === null ? null : new Date(row.offer_lapsed_at).toISOString(),
  created_at: row.created_at,
});

/**
 * A response as its holder reads it (their reply, their personal link): with their answers,
 * which only they and the organiser see.
 */
export const toOwnResponse = (row: StoredResponse): OwnResponse => ({
  ...toResponsePublic(row),
  answers: answersOf(row),
});

/**
 * The order every list of an event's responses follows: everyone not in the queue by sign-up,
 * then the queue in its order: open offers (they were its head) and the waiting list (someone
 * who switches to waiting joins its end, whatever their sign-up time), so a list's waiting
 * places are the queue's.
 */
export const LIST_ORDER =
  "ORDER BY status IN ('offered', 'waiting'), CASE WHEN status IN ('offered', 'waiting') THEN queue_seq ELSE seq END";
