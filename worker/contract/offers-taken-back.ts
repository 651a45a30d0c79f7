/**
 * Which open offers a lowered maximum takes back (decision 0022), as one pure rule: the room
 * applies it (worker/event-room/policy/queue-policy.ts), and the organiser's dialog names the
 * people it would take back before the maximum is saved.
 */

/** A party in the waiting queue, in the queue's order: its id and the seats it asks for. */
export interface QueuedParty {
  id: string;
  seats: number;
}

/**
 * With `held` seats taken (attending and open offers) and the offers in the queue's order, the
 * latest in the queue go first, until what is held fits the maximum. Nobody attending is ever
 * moved.
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
