import type { Filled } from "#contract/filled-seats";
import { changedNotice } from "../outbox/room-notices";
import type { RoomConfig } from "../store/types";
import { changed, type Outcome, type RemovalReply, removalReply } from "./outcome";
import { refuse } from "./refusals";
import type { RoomTransaction } from "./room-transaction";
import { fillFreedSeats, removeAndFill, settleOffers } from "./seating";

/** The organiser's commands on the room: no password (the Worker checked who they are). */

/** The organiser deletes a response: no password, no deadline. */
export function adminDelete(
  tx: RoomTransaction,
  config: RoomConfig,
  responseId: string,
): Outcome<RemovalReply> {
  const row = tx.store.byId(responseId);
  if (!row) return refuse("response_not_found");
  return changed(removalReply(removeAndFill(tx, config, row)));
}

/**
 * A newer config (decision 0022). Open offers are settled first: with a maximum gone, or the
 * policy back to `instant`, they become seats at once; a deadline moved earlier ends them by
 * it; a maximum lowered below what attending and offered responses hold takes back the
 * offers that no longer fit, latest in the queue first, and they wait again at their place.
 * Then freed seats are filled (raising the maximum fills at once). Lowering it demotes
 * nobody attending. A new date or place is pushed to every subscribed response, at most once
 * per ten minutes each (../outbox/notices.ts `notifyChange`), by push and mail.
 */
export function configure(
  tx: RoomTransaction,
  config: RoomConfig,
  previous: RoomConfig | null,
): Outcome<Filled> {
  const notice = previous && changedNotice(previous, config);
  if (notice && previous) {
    tx.notices.notifyChange(
      notice,
      (pending) => changedNotice(previous, config, pending) ?? notice,
      tx.now,
    );
  }
  settleOffers(tx, config);
  // Answers to questions no longer asked go: a removed question's answers are nobody's. A
  // renamed choice's answers take its new name.
  tx.store.restateAnswers(previous?.questions ?? [], config.questions);
  return changed(fillFreedSeats(tx, config));
}
