import type { SeatState } from "#contract/guest-list";
import { m } from "#messages";

/**
 * Where a newcomer stands, in words, for pages that show no counts (`guest_list` `hidden`,
 * decision 0041): the link preview's words. A full event's page says besides what signing up does.
 */
export const seatStateText = (state: SeatState) =>
  state === "full"
    ? m.invitee_seat_full()
    : state === "queue"
      ? m.invitee_seat_queue()
      : state
        ? m.invitee_seat_free()
        : m.invitee_seat_no_limit();
