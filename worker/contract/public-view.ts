import { z } from "zod";
import { EventDetails } from "./events";
import { ResponsePublic } from "./responses";

/** An organiser's announcement to invitees (issue 20), as the invite page shows it. */
export const Announcement = z.object({
  message: z.string(),
  sent_at: z.string().meta({ format: "date-time" }),
  /**
   * When the organiser last corrected it (issue 32: within its ten minutes, in place, marked
   * '수정됨'); null if never. `sent_at` stays the first sending's.
   */
  edited_at: z.string().meta({ format: "date-time" }).nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/** GET /events/{id}/public: the event, its responses in room order, and counts. */
export const EventPublicView = EventDetails.extend({
  /** The zone's name in Korean ('베를린', '한국'), for pages that show it without a table. */
  time_zone_name: z.string().meta({ example: "한국" }),
  /** When the event's reminder goes out to attending invitees who can be told (ISO); null: none. */
  reminder_at: z.string().meta({ format: "date-time" }).nullable(),
  responses: z.array(ResponsePublic),
  attending_count: z.number().int(),
  /** People attending, guests included: what counts against `max_participants`. */
  attending_seats: z.number().int(),
  waiting_count: z.number().int(),
  /** People waiting, guests included: a party waits whole. */
  waiting_seats: z.number().int(),
  /** Open offers, and the seats they hold: counted against `max_participants` too. */
  offered_count: z.number().int(),
  offered_seats: z.number().int(),
  total_responses: z.number().int(),
  is_closed: z.boolean(),
  /** The organiser's last announcement, if any. */
  announcement: Announcement.nullable(),
  /** The room's revision: grows with every change, so clients can drop stale snapshots. */
  revision: z.number().int(),
});
export type EventPublicView = z.infer<typeof EventPublicView>;
