import { z } from "zod";

/**
 * The organiser's counts: one event's (GET /events/{id}/stats) and their invitees' across
 * events (GET /events/participants/stats).
 */

export const EventStats = z.object({
  total_responses: z.number().int(),
  attending_count: z.number().int(),
  /** Seats attending responses hold: people attending, guests included. */
  attending_seats: z.number().int(),
  waiting_count: z.number().int(),
  /** People waiting, guests included: a party waits whole. */
  waiting_seats: z.number().int(),
  /** Open offers, and the seats they hold (people with their guests). */
  offered_count: z.number().int(),
  offered_seats: z.number().int(),
  maybe_count: z.number().int(),
  not_attending_count: z.number().int(),
  /** People checked in at the door, guests included, of those attending. */
  checked_in_count: z.number().int(),
});
export type EventStats = z.infer<typeof EventStats>;

export const ParticipantStat = z.object({
  name: z.string(),
  attending_count: z.number().int(),
  not_attending_count: z.number().int(),
  maybe_count: z.number().int(),
  attendance_rate: z.number(),
  /**
   * Of this person's attending responses to events that used check-in (any response checked in),
   * how many were never checked in; and that as a share. Null with no such event.
   */
  no_show_count: z.number().int(),
  no_show_rate: z.number().nullable(),
  last_response_date: z.string().nullable(),
  /** The IANA zone of the event of that latest response: the date is read on its clock. */
  last_response_time_zone: z.string().nullable(),
});
export const ParticipantStats = z.object({
  /** People (by name) attending at one event at least; `count` is everyone who answered. */
  total_participants: z.number().int(),
  average_attendance_rate: z.number(),
  /** The average of `no_show_rate` over people who have one; null when nobody has. */
  average_no_show_rate: z.number().nullable(),
  total_events: z.number().int(),
  data: z.array(ParticipantStat),
  count: z.number().int(),
});
export type ParticipantStats = z.infer<typeof ParticipantStats>;
