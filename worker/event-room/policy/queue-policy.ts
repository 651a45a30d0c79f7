import { offersToTakeBack, type QueuedParty } from "#contract/offers-taken-back";
import { closedReason, responsesCloseAt } from "#contract/response-rules";
import type { RoomConfig, StoredResponse } from "../store/types";

/**
 * The queue's rule as pure functions: no SQL, no storage (../commands/seating.ts reads the queue through
 * the store, and writes and tells what these decide). Tested directly with tables of cases
 * (tests/worker/events/queue-policy). Which offers a lowered maximum takes back is
 * #contract/offers-taken-back.ts, which the organiser's dialog reads too.
 */

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

/** An open offer, in the queue's order: its party and when it lapses (epoch ms). */
export interface OpenOffer extends QueuedParty {
  offerUntil: number;
}

/**
 * The open offers whose time is up at `now`, in the queue's order: they lapse (decision 0022),
 * and their seats go to the next in line.
 */
export const lapsedOffers = (offers: OpenOffer[], now: number): string[] =>
  offers.filter((offer) => offer.offerUntil <= now).map((offer) => offer.id);

/**
 * What a newer config does to the open offers (decision 0022): with no maximum, or the policy
 * back to `instant`, they become seats at once; otherwise a deadline moved earlier ends them by
 * it (`endBy`: the offers that ran past it, and when they now end), and a maximum lowered below
 * the `held` seats takes back those that no longer fit (`offersToTakeBack`). Nobody attending
 * is ever moved.
 */
export function offersUnderConfig(
  config: RoomConfig,
  offers: OpenOffer[],
  held: number,
): { seat: string[]; endBy: { ids: string[]; at: number }; takeBack: string[] } {
  const none = { ids: [], at: 0 };
  if (config.promotion === "instant" || config.max_participants === null) {
    return { seat: offers.map((offer) => offer.id), endBy: none, takeBack: [] };
  }
  const at = Date.parse(responsesCloseAt(config));
  const ids = offers.filter((offer) => offer.offerUntil > at).map((offer) => offer.id);
  return {
    seat: [],
    endBy: { ids, at },
    takeBack: offersToTakeBack(offers, held, config.max_participants),
  };
}

/** What a move of the queue writes on a response. */
type QueueMove = Partial<StoredResponse>;

/**
 * What each move of the queue writes on a response. A seat leaves the queue; an offer keeps
 * its place in it (`queue_seq`) should it be taken back, and waits there again when it is; a
 * lapsed offer leaves it, marked (asking to attend again queues it at its end).
 */
export const queueMoves: {
  seated: QueueMove;
  offered: (offerUntil: number) => QueueMove;
  takenBack: QueueMove;
  lapsed: (now: number) => QueueMove;
} = {
  seated: { status: "attending", queue_seq: null },
  offered: (offerUntil) => ({ status: "offered", offer_expires_at: offerUntil }),
  takenBack: { status: "waiting" },
  lapsed: (now) => ({ status: "not_attending", queue_seq: null, offer_lapsed_at: now }),
};
