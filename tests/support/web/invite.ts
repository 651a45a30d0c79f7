import type { EventPublicView, ResponsePublic } from "#contract/events";

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
    id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
    title: "송년회",
    description: null,
    location: null,
    event_date: "2026-12-19T10:00:00.000Z",
    deadline_date: null,
    max_participants: null,
    allow_duplicate: false,
    max_guests: 0,
    promotion: "instant",
    offer_hours: 24,
    reminder_message: null,
    time_zone: "Asia/Seoul",
    time_zone_name: "한국",
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
