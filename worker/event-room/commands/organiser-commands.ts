import type { Filled } from "#contract/filled-seats";
import { changedNotice } from "../outbox/push-notices";
import type { ResponseStore } from "../store/response-store";
import type { RoomConfig } from "../store/types";
import { changed, type Outcome, type RemovalReply, removalReply } from "./outcome";
import { refuse } from "./refusals";
import { fillFreedSeats, removeAndFill, settleOffers } from "./seating";

/** The organiser's commands on the room: no password (the Worker checked who they are). */

/** The organiser deletes a response: no password, no deadline. */
export function adminDelete(
  store: ResponseStore,
  config: RoomConfig,
  responseId: string,
  now: number,
): Outcome<RemovalReply> {
  const row = store.byId(responseId);
  if (!row) return refuse("response_not_found");
  return changed(removalReply(removeAndFill(store, config, row, now)));
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
  store: ResponseStore,
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
  // Answers to questions no longer asked go (issue 36).
  store.dropUnaskedAnswers(config.questions);
  return changed(fillFreedSeats(store, config, now));
}
