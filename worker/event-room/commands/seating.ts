import { type Filled, nobodyFilled } from "#contract/filled-seats";
import { seatsOf } from "#contract/response-rules";
import {
  lapsedNotice,
  offeredNotice,
  promotedNotice,
  withdrawnNotice,
} from "../outbox/push-notices";
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
import type { ResponseStore } from "../store/response-store";
import type { RoomConfig, StoredResponse } from "../store/types";

/**
 * The queue's moves applied: ./queue-policy.ts decides who is seated, offered, taken back or
 * lapsed; this reads what it needs through the store, writes what it decides and tells each
 * response with notifications on. Called inside the change's one transaction.
 */

/**
 * Fills free seats from the head of the waiting list: who gets in (strict queue order, parties
 * whole) and whether as an offer or a seat. Called after every change that can free a seat.
 */
export function fillFreedSeats(store: ResponseStore, config: RoomConfig, now: number): Filled {
  const filled = nobodyFilled();
  const held = store.heldSeats();
  const rules = queueRules(config, store.hourMs, now);
  const head = store.queueHead(queueHeadToRead(held, rules.max));
  const byId = new Map(head.map((row) => [row.id, row]));
  const queue = head.map((row) => ({ id: row.id, seats: seatsOf(row) }));
  const nowIso = new Date(now).toISOString();
  for (const { id, offerUntil } of fillFromQueue(queue, held, rules)) {
    const next = byId.get(id) as StoredResponse;
    if (offerUntil === null) {
      seat(store, config, next, now);
      filled.promoted.push(next.name);
      continue;
    }
    const offered = store.update(next, queueMoves.offered(offerUntil), nowIso);
    const notice = offeredNotice(config, offered, offerUntil);
    store.notices.offerTold(offered.id, store.notices.notify(config, offered.id, notice, now));
    filled.offered.push(next.name);
  }
  return filled;
}

/** Gives a waiting or offered response its seats, and tells it. */
export function seat(
  store: ResponseStore,
  config: RoomConfig,
  row: StoredResponse,
  now: number,
): StoredResponse {
  const seated = store.update(row, queueMoves.seated, new Date(now).toISOString());
  store.notices.notify(config, seated.id, promotedNotice(config, seated.id, seated.version), now);
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
  store: ResponseStore,
  config: RoomConfig,
  now: number,
): { lapsed: string[] } & Filled {
  const offers = store.openOffers();
  const due = new Set(lapsedOffers(offers.map(asOpenOffer), now));
  const lapsed = offers.filter((row) => due.has(row.id));
  const nowIso = new Date(now).toISOString();
  for (const row of lapsed) {
    const gone = store.update(row, queueMoves.lapsed(now), nowIso);
    store.notices.notify(config, gone.id, lapsedNotice(config, gone.id, gone.version), now);
  }
  const filled = lapsed.length > 0 ? fillFreedSeats(store, config, now) : nobodyFilled();
  return { lapsed: lapsed.map((row) => row.name), ...filled };
}

/**
 * Settles the open offers under a newer config (./queue-policy.ts `offersUnderConfig`): seated
 * at once, ended by an earlier deadline, or taken back (they wait again at their place, which
 * they never left). Each one seated or taken back is told.
 */
export function settleOffers(store: ResponseStore, config: RoomConfig, now: number): void {
  const offers = store.openOffers();
  const settled = offersUnderConfig(config, offers.map(asOpenOffer), store.heldSeats());
  const seated = new Set(settled.seat);
  const takenBack = new Set(settled.takeBack);
  for (const row of offers) if (seated.has(row.id)) seat(store, config, row, now);
  store.endOffersBy(settled.endBy.ids, settled.endBy.at);
  const nowIso = new Date(now).toISOString();
  for (const row of offers) {
    if (!takenBack.has(row.id)) continue;
    const back = store.update(row, queueMoves.takenBack, nowIso);
    store.notices.notify(config, back.id, withdrawnNotice(config, back.id, back.version), now);
  }
}

/** Removes a response; one that held seats (attending, or an open offer) frees them. */
export function removeAndFill(
  store: ResponseStore,
  config: RoomConfig,
  row: StoredResponse,
  now: number,
): Filled {
  store.remove(row, new Date(now).toISOString());
  return holdsSeats(row.status) ? fillFreedSeats(store, config, now) : nobodyFilled();
}
