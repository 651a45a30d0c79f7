import { filledSentence } from "#contract/filled-seats";
import { type GuestList, seatState, showsCounts, showsNames } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { waitingSentence } from "../commands/outcome";
import type { RoomConfig, RoomResult } from "../store/types";

/**
 * What invitees are shown of one another under the event's guest list (decision 0041): the one place that masks. The public snapshot (the API, the served invite page, the
 * live sockets) and every reply to an invitee pass through here; the organiser's reads do not.
 */

/** The full view's counts, which `hidden` leaves out. */
type Counts = Pick<
  EventPublicView,
  | "attending_count"
  | "attending_seats"
  | "waiting_count"
  | "waiting_seats"
  | "offered_count"
  | "offered_seats"
  | "total_responses"
>;

const NO_COUNTS: { [K in keyof Counts]: null } = {
  attending_count: null,
  attending_seats: null,
  waiting_count: null,
  waiting_seats: null,
  offered_count: null,
  offered_seats: null,
  total_responses: null,
};

/**
 * The public view as the guest list lets invitees see it. `seat_state` is worked out from the
 * full counts before they go, so every mode says where a newcomer stands.
 */
export function viewForInvitees(
  view: Omit<EventPublicView, keyof Counts | "seat_state"> & { [K in keyof Counts]: number },
): EventPublicView {
  const shown: EventPublicView = { ...view, seat_state: seatState(view) };
  if (showsNames(view.guest_list)) return shown;
  return {
    ...shown,
    responses: [],
    ...(showsCounts(view.guest_list) ? {} : NO_COUNTS),
  };
}

/** What a reply to an invitee may say of others (it always has their own response). */
interface InviteeReply {
  message: string;
  promoted: string[];
  offered: string[];
  waiting_position?: number | null;
}

/**
 * A reply to an invitee under the guest list: under `count` and `hidden` it names nobody who
 * got or was offered a freed seat (the lists are emptied and the message's sentence about
 * them dropped whole: under `hidden` even "1 waiting participant" would tell of a queue, and
 * one rule for both is simpler); under `hidden` the waiting place is not given either, in the
 * field or the message, only the status that says they wait.
 */
export function replyForInvitees<R extends InviteeReply>(reply: R, guestList: GuestList): R {
  if (showsNames(guestList)) return reply;
  const masked: R = {
    ...reply,
    message: reply.message.replace(filledSentence(reply), ""),
    promoted: [],
    offered: [],
  };
  const place = reply.waiting_position ?? null;
  if (place !== null && waitingPlaceShown(place, guestList) === null) {
    masked.waiting_position = null;
    masked.message = masked.message.replace(waitingSentence(place), waitingSentence(null));
  }
  return masked;
}

/** The waiting place an invitee's own view gives: none under `hidden`. */
export const waitingPlaceShown = (place: number | null, guestList: GuestList) =>
  showsCounts(guestList) ? place : null;

/** A mutation's reply to the invitee who made it, as the event's guest list lets them see it. */
export function forInvitee<R extends Parameters<typeof replyForInvitees>[0]>(
  result: RoomResult<{ reply: R }>,
  config: RoomConfig,
): RoomResult<{ reply: R }> {
  return result.ok
    ? { ...result, reply: replyForInvitees(result.reply, config.guest_list) }
    : result;
}
