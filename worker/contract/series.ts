import { z } from "zod";
import { EventUpdate, eventFields, IsoDateTime } from "./events";
import { EventRole } from "./hosts";
import { RecurrenceText } from "./recurrence-text";

/**
 * A series (decision 0069): one rule, one link for the group, and its occurrences, each an
 * ordinary event. The event's own shapes are events.ts; the rule's reading is recurrence.ts.
 */

/** POST /series/preview: the dates a rule would give, before anything is saved. */
export const SeriesPreviewRequest = z.object({
  recurrence: RecurrenceText,
  event_date: IsoDateTime,
  time_zone: eventFields.time_zone,
});
export type SeriesPreviewRequest = z.input<typeof SeriesPreviewRequest>;
export const SeriesPreview = z.object({
  /** The first occurrences (at most 8) that have not begun, as UTC ISO date-times. */
  dates: z.array(z.string().meta({ format: "date-time" })),
});
export type SeriesPreview = z.infer<typeof SeriesPreview>;

/**
 * An occurrence as the series page lists it, with its responses counted from the rooms' D1
 * copy (responses, not seats: guests are the room's own; its responses page has them).
 */
export const SeriesOccurrence = z.object({
  id: z.uuid(),
  title: z.string(),
  event_date: z.string().meta({ format: "date-time" }),
  max_participants: z.number().int().nullable(),
  /** Changed by hand (PUT /events/{id}): the series' changes pass it by. */
  own_changes: z.boolean(),
  attending_count: z.number().int(),
  waiting_count: z.number().int(),
  not_attending_count: z.number().int(),
});
export type SeriesOccurrence = z.infer<typeof SeriesOccurrence>;

/** Somebody who answered '매번 참석': their name and party, never their address. */
export const StandingMember = z.object({
  name: z.string(),
  guests: z.number().int(),
  since: z.string().meta({ format: "date-time" }),
});
export type StandingMember = z.infer<typeof StandingMember>;

/** GET /series/{id}: the rule, the settings new occurrences get, and every occurrence kept. */
export const SeriesPublic = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  role: EventRole.nullable(),
  recurrence: z.string().meta({ example: "FREQ=WEEKLY;BYDAY=TU" }),
  /** The first date and the wall-clock time every occurrence starts at, in `time_zone`. */
  first_date: z.string().meta({ format: "date-time" }),
  time_zone: z.string(),
  title: z.string(),
  /** The next occurrence that has not begun; null when none is left. */
  next_date: z.string().meta({ format: "date-time" }).nullable(),
  /** When the series was ended (DELETE /series/{id}); null while it runs. */
  ended_at: z.string().meta({ format: "date-time" }).nullable(),
  /** The settings occurrences not yet begun follow (those of POST /events/, without the date). */
  settings: z.record(z.string(), z.unknown()),
  /** Every occurrence, soonest first; deleted ones are gone (the calendar feed marks them cancelled). */
  occurrences: z.array(SeriesOccurrence),
  /** Standing answers in force, in the order they were made (the order they are seated in). */
  standing: z.array(StandingMember),
});
export type SeriesPublic = z.infer<typeof SeriesPublic>;

/** GET /series/: the caller's series for the dashboard, each once. */
export const SeriesSummary = SeriesPublic.pick({
  id: true,
  role: true,
  recurrence: true,
  first_date: true,
  time_zone: true,
  title: true,
  next_date: true,
  ended_at: true,
}).extend({
  /** The next occurrence's id (its responses page), or null. */
  next_event_id: z.uuid().nullable(),
  standing_count: z.number().int(),
});
export type SeriesSummary = z.infer<typeof SeriesSummary>;
export const SeriesList = z.object({ data: z.array(SeriesSummary) });
export type SeriesList = z.infer<typeof SeriesList>;

/**
 * PUT /series/{id}: a new rule, or new settings, for the occurrences not yet begun. With a new
 * rule or `event_date`, those occurrences move to the new dates in order; one changed by hand
 * keeps its own date and settings.
 */
export const SeriesUpdate = EventUpdate.extend({ recurrence: RecurrenceText.optional() });
export type SeriesUpdate = z.input<typeof SeriesUpdate>;

/** GET /series/{id}/public: what the group's link shows, without signing in. */
export const SeriesPublicView = z.object({
  id: z.uuid(),
  title: z.string(),
  recurrence: z.string(),
  time_zone: z.string(),
  /** The occurrence the link opens: the next that has not begun; null when none is left. */
  next_event_id: z.uuid().nullable(),
  /** The occurrences not yet begun, soonest first (the first is the one the link opens). */
  dates: z.array(z.object({ event_id: z.uuid(), event_date: z.string() })),
  ended: z.boolean(),
});
export type SeriesPublicView = z.infer<typeof SeriesPublicView>;
