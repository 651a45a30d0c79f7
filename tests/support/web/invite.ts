import { type GuestList, seatCountsOf, seatState } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { viewForInvitees } from "../../../worker/event-room/reads/guest-list";
import { plainEvent } from "../events";

/**
 * The public snapshot of an event with these responses, counted as the room counts them (seats
 * are people with their guests; open offers hold theirs). `details` sets the event's fields.
 */
export function publicViewOf(
  responses: ResponsePublic[],
  details: Partial<EventPublicView> = {},
): EventPublicView {
  const of = (status: ResponsePublic["status"]) => responses.filter((r) => r.status === status);
  const seats = (status: ResponsePublic["status"]) =>
    of(status).reduce((sum, r) => sum + 1 + r.guests, 0);
  const view: EventPublicView = {
    ...plainEvent,
    time_zone_name: "한국",
    reminder_at: null,
    responses,
    attending_count: of("attending").length,
    attending_seats: seats("attending"),
    waiting_count: of("waiting").length,
    waiting_seats: seats("waiting"),
    offered_count: of("offered").length,
    offered_seats: seats("offered"),
    total_responses: responses.length,
    is_closed: false,
    announcement: null,
    revision: 4,
    seat_state: null,
    ...details,
  };
  // Where a newcomer stands, from the counts and the maximum, as the room says it.
  return "seat_state" in details ? view : { ...view, seat_state: seatState(seatCountsOf(view)) };
}

/**
 * The snapshot as the room masks it under `guest_list` (decision 0041): `count` keeps the counts
 * and drops the responses; `hidden` drops both, leaving where a newcomer stands.
 */
export function underGuestList(view: EventPublicView, guest_list: GuestList): EventPublicView {
  // The room's own masking, so a page is tested against what the room would send it.
  return viewForInvitees({ ...(view as Parameters<typeof viewForInvitees>[0]), guest_list });
}
