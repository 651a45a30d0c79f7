import { type Filled, nobodyFilled } from "#contract/filled-seats";
import { seatsOf } from "#contract/response-rules";
import {
  lapsedNotice,
  offeredNotice,
  promotedNotice,
  withdrawnNotice,
} from "../outbox/room-notices";
import { holdsSeats } from "../policy/change-policy";
import {
  fillFromQueue,
  lapsedOffers,
  type OpenOffer,
  offersUnderConfig,
  queueHeadToRead,
  queueMoves,
  queueRules,
} from "../policy/queue-policy";
import type { RoomConfig, StoredResponse } from "../store/types";
import type { RoomTransaction } from "./room-transaction";

/**
 * The queue's moves applied: ../policy/queue-policy.ts decides who is seated, offered, taken back or
 * lapsed; this reads what it needs through the store, writes what it decides and tells each
 * response with notifications on. Called inside the change's one transaction.
 */

/**
 * Fills free seats from the head of the waiting list: who gets in (strict queue order, parties
 * whole) and whether as an offer or a seat. Called after every change that can free a seat.
 */
export function fillFreedSeats(tx: RoomTransaction, config: RoomConfig): Filled {
  const { store, notices, now } = tx;
  const filled = nobodyFilled();
  const held = store.heldSeats();
  const rules = queueRules(config, tx.hourMs, now);
  const head = store.queueHead(queueHeadToRead(held, rules.max));
  const byId = new Map(head.map((row) => [row.id, row]));
  const queue = head.map((row) => ({ id: row.id, seats: seatsOf(row) }));
  const nowIso = new Date(now).toISOString();
  for (const { id, offerUntil } of fillFromQueue(queue, held, rules)) {
    const next = byId.get(id) as StoredResponse;
    if (offerUntil === null) {
      seat(tx, config, next);
      filled.promoted.push(next.name);
      continue;
    }
    const offered = store.update(next, queueMoves.offered(offerUntil), nowIso);
    const notice = offeredNotice(config, offered, offerUntil);
    notices.offerTold(offered.id, notices.notify(offered.id, notice, now));
    filled.offered.push(next.name);
  }
  return filled;
}

/** Gives a waiting or offered response its seats, and tells it. */
export function seat(tx: RoomTransaction, config: RoomConfig, row: StoredResponse): StoredResponse {
  const { store, notices, now } = tx;
  const seated = store.update(row, queueMoves.seated, new Date(now).toISOString());
  notices.notify(seated.id, promotedNotice(config, seated.id, seated.version), now);
  return seated;
}

const asOpenOffer = (row: StoredResponse): OpenOffer => ({
  id: row.id,
  seats: seatsOf(row),
  offerUntil: row.offer_expires_at ?? Number.POSITIVE_INFINITY,
});

/**
 * Offers whose time is up become not attending, marked as lapsed, and their seats go to the
 * next in order. Returns who lapsed.
 */
export function lapseOffers(
  tx: RoomTransaction,
  config: RoomConfig,
): { lapsed: string[] } & Filled {
  const { store, notices, now } = tx;
  const offers = store.openOffers();
  const due = new Set(lapsedOffers(offers.map(asOpenOffer), now));
  const lapsed = offers.filter((row) => due.has(row.id));
  const nowIso = new Date(now).toISOString();
  for (const row of lapsed) {
    const gone = store.update(row, queueMoves.lapsed(now), nowIso);
    notices.notify(gone.id, lapsedNotice(config, gone.id, gone.version), now);
    tx.hosts.lapsed(gone, now);
  }
  const filled = lapsed.length > 0 ? fillFreedSeats(tx, config) : nobodyFilled();
  return { lapsed: lapsed.map((row) => row.name), ...filled };
}

/**
 * Settles the open offers under a newer config (../policy/queue-policy.ts `offersUnderConfig`): seated
 * at once, ended by an earlier deadline, or taken back (they wait again at their place, which
 * they never left). Each one seated or taken back is told.
 */
export function settleOffers(tx: RoomTransaction, config: RoomConfig): void {
  const { store, notices, now } = tx;
  const offers = store.openOffers();
  const settled = offersUnderConfig(config, offers.map(asOpenOffer), store.heldSeats());
  const seated = new Set(settled.seat);
  const takenBack = new Set(settled.takeBack);
  for (const row of offers) if (seated.has(row.id)) seat(tx, config, row);
  store.endOffersBy(settled.endBy.ids, settled.endBy.at);
  const nowIso = new Date(now).toISOString();
  for (const row of offers) {
    if (!takenBack.has(row.id)) continue;
    const back = store.update(row, queueMoves.takenBack, nowIso);
    notices.notify(back.id, withdrawnNotice(config, back.id, back.version), now);
  }
}

/**
 * Removes a response, and its channels with anything still to be sent to it; one that held
 * seats (attending, or an open offer) frees them.
 */
export function removeAndFill(
  tx: RoomTransaction,
  config: RoomConfig,
  row: StoredResponse,
  fill = true,
): Filled {
  tx.store.remove(row, new Date(tx.now).toISOString());
  tx.notices.forget(row.id);
  return fill && holdsSeats(row.status) ? fillFreedSeats(tx, config) : nobodyFilled();
}
