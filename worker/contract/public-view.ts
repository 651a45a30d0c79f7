import { z } from "zod";
import { EventDetails } from "./events";
import { SEAT_STATES } from "./guest-list";
import { ResponsePublic } from "./responses";

/** An organiser's announcement to invitees, as the invite page shows it. */
export const Announcement = z.object({
  message: z.string(),
  sent_at: z.string().meta({ format: "date-time" }),
  /**
   * When the organiser last corrected it (within its ten minutes, in place, marked
   * '수정됨'); null if never. `sent_at` stays the first sending's.
   */
  edited_at: z.string().meta({ format: "date-time" }).nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/** A count of the public view: null when the event's `guest_list` is `hidden`. */
const Count = z.number().int().nullable();

/** GET /events/{id}/public: the event, its responses in room order, and counts. */
export const EventPublicView = EventDetails.extend({
  /** The zone's name in Korean ('베를린', '한국'), for pages that show it without a table. */
  time_zone_name: z.string().meta({ example: "한국" }),
  /** When the event's reminder goes out to attending invitees who can be told (ISO); null: none. */
  reminder_at: z.string().meta({ format: "date-time" }).nullable(),
  /** Every response under `guest_list` `names`; none under `count` and `hidden` (decision 0041). */
  responses: z.array(ResponsePublic),
  // The counts are null under `guest_list` `hidden`: invitees see neither names nor numbers.
  attending_count: Count,
  /** People attending, guests included: what counts against `max_participants`. */
  attending_seats: Count,
  waiting_count: Count,
  /** People waiting, guests included: a party waits whole. */
  waiting_seats: Count,
  /** Open offers, and the seats they hold: counted against `max_participants` too. */
  offered_count: Count,
  offered_seats: Count,
  total_responses: Count,
  /**
   * Where a newcomer stands, in every `guest_list` mode: `open`, `queue` (seats free but
   * someone waits, so a sign-up would wait) or `full`; null without `max_participants`.
   */
  seat_state: z.enum(SEAT_STATES).nullable(),
  is_closed: z.boolean(),
  /** The organiser's last announcement, if any. */
  announcement: Announcement.nullable(),
  /** The room's revision: grows with every change, so clients can drop stale snapshots. */
  revision: z.number().int(),
});
export type EventPublicView = z.infer<typeof EventPublicView>;
