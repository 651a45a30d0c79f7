import { closedReason, responsesCloseAt } from "#contract/response-rules";
import type { RoomConfig } from "./types";

/**
 * The queue's rule as pure functions: no SQL, no storage (./store.ts reads the queue and writes
 * what these decide). Tested directly with tables of cases (tests/worker/events/queue-policy).
 */

/** A party in the waiting queue, in the queue's order: its id and the seats it asks for. */
export interface QueuedParty {
  id: string;
  seats: number;
}

/** What a freed seat becomes: an offer until `offerUntil` (epoch ms), or a seat at once (null). */
export interface QueueRules {
  max: number | null;
  offerUntil: number | null;
}

/**
 * How freed seats are filled now (decision 0022): under the `offer` policy, with a maximum,
 * while responses are open, they are offered for `offer_hours` or until responses close if
 * sooner; otherwise (no maximum, or responses closed so nobody could accept) given at once.
 */
export function queueRules(config: RoomConfig, hourMs: number, now: number): QueueRules {
  const max = config.max_participants;
  const offering =
    config.promotion === "offer" && max !== null && closedReason(config, now) === null;
  const closeAt = Date.parse(responsesCloseAt(config));
  return {
    max,
    offerUntil: offering ? Math.min(now + config.offer_hours * hourMs, closeAt) : null,
  };
}

/**
 * Who of the queue gets in now, first in line first, with `held` seats already taken
 * (attending, and held by open offers): the head gets its seats when all of them are free, and
 * nobody behind it passes it (decision 0021). Each gets in as `rules` says.
 */
export function fillFromQueue(
  queue: QueuedParty[],
  held: number,
  rules: QueueRules,
): { id: string; offerUntil: number | null }[] {
  const filled: { id: string; offerUntil: number | null }[] = [];
  let seats = held;
  for (const party of queue) {
    if (rules.max !== null && seats + party.seats > rules.max) break;
    seats += party.seats;
    filled.push({ id: party.id, offerUntil: rules.offerUntil });
  }
  return filled;
}

/** How many of the queue's head the fill may need to read: each party takes a seat at least. */
export const queueHeadToRead = (held: number, max: number | null) =>
  max === null ? null : Math.max(0, max - held) + 1;

/**
 * The open offers a lowered maximum takes back (decision 0022): with `held` seats taken and
 * the offers in the queue's order, the latest in the queue go first, until what is held fits
 * the maximum. Nobody attending is ever moved.
 */
export function offersToTakeBack(offers: QueuedParty[], held: number, max: number): string[] {
  const taken: string[] = [];
  let over = held - max;
  for (const offer of [...offers].reverse()) {
    if (over <= 0) break;
    taken.push(offer.id);
    over -= offer.seats;
  }
  return taken;
}
