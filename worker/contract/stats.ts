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
});
export type EventStats = z.infer<typeof EventStats>;

export const ParticipantStat = z.object({
  name: z.string(),
  attending_count: z.number().int(),
  not_attending_count: z.number().int(),
  maybe_count: z.number().int(),
  attendance_rate: z.number(),
  last_response_date: z.string().nullable(),
  /** The IANA zone of the event that latest answer was given to: the date is read on its clock. */
  last_response_time_zone: z.string().nullable(),
});
export const ParticipantStats = z.object({
  total_participants: z.number().int(),
  average_attendance_rate: z.number(),
  total_events: z.number().int(),
  data: z.array(ParticipantStat),
  count: z.number().int(),
});
export type ParticipantStats = z.infer<typeof ParticipantStats>;
