import { z } from "zod";
import { ERRORS } from "./error-codes";
import { EventPublicView } from "./public-view";

/**
 * What the invite link of a deleted event answers (410, decision 0060): the refusal in the API's
 * one error shape, `{detail, code}`, and the little the organiser's deletion kept for the page
 * that says so: the event's title and date (on its own clock) and the contact they left, as
 * the invite page's snapshot has them.
 */
export const CancelledEvent = EventPublicView.pick({
  id: true,
  title: true,
  event_date: true,
  time_zone: true,
  time_zone_name: true,
  contact: true,
}).extend({
  cancelled_at: z.string().meta({ format: "date-time" }),
});
export type CancelledEvent = z.infer<typeof CancelledEvent>;

export const EventCancelledError = z
  .object({
    detail: z.literal(ERRORS.event_cancelled.detail),
    code: z.literal("event_cancelled"),
    event: CancelledEvent,
  })
  .meta({
    description:
      "The organiser deleted the event: the refusal, and what the invite page says of it. Kept until some weeks after the event's date; an id never made, or one forgotten since, is a 404.",
  });
export type EventCancelledError = z.infer<typeof EventCancelledError>;

/** The 410's body for a cancelled event. */
export const eventCancelled = (event: CancelledEvent): EventCancelledError => ({
  detail: ERRORS.event_cancelled.detail,
  code: "event_cancelled",
  event,
});
