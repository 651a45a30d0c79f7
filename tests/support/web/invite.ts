import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { plainEvent } from "./events";

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
  return {
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
    ...details,
  };
}
