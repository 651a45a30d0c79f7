import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "./event-time";
import { hasHiddenControls } from "./field-checks";
import { DEFAULT_GUEST_LIST, GUEST_LISTS } from "./guest-list";
import { EventRole } from "./hosts";
import { Question, QuestionsInput } from "./question-schemas";
import { OFFER_HOURS, PROMOTION_POLICIES, REMINDER_HOURS, RESPONSE_LIMITS } from "./response-rules";
import { canonicalZone } from "./time-zones";

/**
 * The event as its organiser writes it (create, update) and reads it back. What invitees see of
 * it is public-view.ts; responses are responses.ts and response-requests.ts.
 */

/** ISO 8601 with an explicit offset; stored as UTC so that ordering by string is by time. */
const IsoDateTime = z.iso
  .datetime({ offset: true, error: "Must be an ISO 8601 date-time with an offset" })
  .transform((value) => new Date(value).toISOString());

/** Free text may not carry controls or bidi overrides that hide or reorder what follows. */
const VisibleText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((text) => !hasHiddenControls(text), "Must not contain control characters");

const OptionalText = (max: number) =>
  VisibleText(max)
    .nullish()
    .transform((text) => (text ? text : null));

const eventFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(255, "Title must be at most 255 characters")
    .refine((title) => !hasHiddenControls(title), "Title must not contain control characters"),
  description: OptionalText(5000),
  location: OptionalText(255),
  event_date: IsoDateTime,
  deadline_date: IsoDateTime.nullish().transform((date) => date ?? null),
  max_participants: z
    .number({ error: "max_participants must be a whole number of at least 1, or null" })
    .int("max_participants must be a whole number")
    .min(1, "max_participants must be at least 1")
    .max(100_000, "max_participants must be at most 100000")
    .nullish()
    .transform((max) => max ?? null),
  allow_duplicate: z.boolean().default(false),
  /** How many guests one response may bring (0: none); a response asks for 1 + guests seats. */
  max_guests: z
    .number({ error: `max_guests must be a whole number from 0 to ${RESPONSE_LIMITS.guestsMax}` })
    .int("max_guests must be a whole number")
    .min(0, "max_guests must be at least 0")
    .max(RESPONSE_LIMITS.guestsMax, `max_guests must be at most ${RESPONSE_LIMITS.guestsMax}`)
    .default(0),
  /** How a freed seat is filled: at once, or offered to the next in the queue for a while. */
  promotion: z
    .enum(PROMOTION_POLICIES, { error: 'promotion must be "instant" or "offer"' })
    .meta({
      description:
        "`instant`: a freed seat goes to the first waiting response that fits; `offer`: it is offered to them for `offer_hours`, and goes to the next when declined or expired",
    })
    .default("instant"),
  offer_hours: z
    .number({
      error: `offer_hours must be a whole number from ${OFFER_HOURS.min} to ${OFFER_HOURS.max}`,
    })
    .int("offer_hours must be a whole number")
    .min(OFFER_HOURS.min, `offer_hours must be at least ${OFFER_HOURS.min}`)
    .max(OFFER_HOURS.max, `offer_hours must be at most ${OFFER_HOURS.max}`)
    .default(OFFER_HOURS.default),
  reminder_message: OptionalText(1000),
  /**
   * How invitees reach the organiser (issue 39): shown on the invite page only once responses
   * are closed or the event is full, when changing an answer there is no longer up to them.
   */
  contact: OptionalText(200).meta({
    description:
      "How to reach the organiser (a phone number, a chat link), shown on the invite page only when responses are closed or the event is full; null for none",
    example: "문의: 010-1234-5678",
  }),
  /** Hours before the event its reminder goes out to attending invitees; null: none (issue 35). */
  reminder_hours: z
    .number({
      error: `reminder_hours must be a whole number from ${REMINDER_HOURS.min} to ${REMINDER_HOURS.max}, or null`,
    })
    .int("reminder_hours must be a whole number")
    .min(REMINDER_HOURS.min, `reminder_hours must be at least ${REMINDER_HOURS.min}`)
    .max(REMINDER_HOURS.max, `reminder_hours must be at most ${REMINDER_HOURS.max}`)
    .nullish()
    .transform((hours) => hours ?? null)
    .meta({
      description:
        "Hours before `event_date` when every attending response that can be told (a verified address, a push subscription) is reminded once, with '참석 유지' and '못 가요'; null for no reminder",
      example: 24,
    }),
  /** Taken by its canonical name ('asia/seoul' and 'US/Pacific' are taken, as written). */
  time_zone: z
    .string({ error: "time_zone must be an IANA time zone name such as Asia/Seoul" })
    .refine(
      (zone) => canonicalZone(zone) !== null,
      "Unknown time zone: use an IANA name such as Asia/Seoul or Europe/Berlin",
    )
    .transform((zone) => canonicalZone(zone) ?? zone)
    .meta({
      description:
        "IANA time zone of the place where the event happens; dates are shown on its clock",
      example: "Europe/Berlin",
    })
    .default(DEFAULT_TIME_ZONE),
  /** Who sees the guest list on the invite page (issue 37); the organiser always sees it all. */
  guest_list: z
    .enum(GUEST_LISTS, { error: 'guest_list must be "names", "count" or "hidden"' })
    .meta({
      description:
        "What invitees see of who answered: `names` every response (the default), `count` how many attend and wait without names, `hidden` neither (only whether a seat is free, the queue, or full). The organiser always sees everything",
    })
    .default(DEFAULT_GUEST_LIST),
  /** Questions on the response form (issue 36); their answers are the organiser's only. */
  questions: QuestionsInput.default([]),
};

const deadlineNotAfterEvent = (event: { event_date?: string; deadline_date?: string | null }) =>
  !event.event_date || !event.deadline_date || event.deadline_date <= event.event_date;
const DEADLINE_AFTER_EVENT = {
  path: ["deadline_date"],
  message: "The response deadline cannot be after the event date",
};

export const EventCreate = z
  .object(eventFields)
  .refine(deadlineNotAfterEvent, DEADLINE_AFTER_EVENT);
export type EventCreate = z.input<typeof EventCreate>;

/** PUT /events/{id}: fields left out keep their value; null clears an optional field. */
export const EventUpdate = z.object({
  title: eventFields.title.optional(),
  description: eventFields.description.optional(),
  location: eventFields.location.optional(),
  event_date: IsoDateTime.optional(),
  deadline_date: eventFields.deadline_date.optional(),
  max_participants: eventFields.max_participants.optional(),
  allow_duplicate: z.boolean().optional(),
  max_guests: eventFields.max_guests.removeDefault().optional(),
  promotion: eventFields.promotion.removeDefault().optional(),
  offer_hours: eventFields.offer_hours.removeDefault().optional(),
  reminder_message: eventFields.reminder_message.optional(),
  reminder_hours: eventFields.reminder_hours.optional(),
  contact: eventFields.contact.optional(),
  time_zone: eventFields.time_zone.removeDefault().optional(),
  guest_list: eventFields.guest_list.removeDefault().optional(),
  questions: QuestionsInput.optional(),
});
export type EventUpdate = z.input<typeof EventUpdate>;
export { DEADLINE_AFTER_EVENT, deadlineNotAfterEvent };

/** What everybody with the link may see of an event (no owner). */
export const EventDetails = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  event_date: z.string(),
  deadline_date: z.string().nullable(),
  max_participants: z.number().int().nullable(),
  allow_duplicate: z.boolean(),
  max_guests: z.number().int(),
  promotion: z.enum(PROMOTION_POLICIES),
  offer_hours: z.number().int(),
  reminder_message: z.string().nullable(),
  reminder_hours: z.number().int().nullable(),
  contact: z.string().nullable(),
  time_zone: z.string().meta({ example: "Asia/Seoul" }),
  guest_list: z.enum(GUEST_LISTS),
  /** The form's questions (never their answers: those are the organiser's). */
  questions: z.array(Question),
});
export type EventDetails = z.infer<typeof EventDetails>;

export const EventPublic = EventDetails.extend({
  owner_id: z.uuid(),
  /**
   * The caller's role on the event (issue 38): `owner`, or a host's `manager` / `checkin`;
   * null for a superuser reading an event they do not help run.
   */
  role: EventRole.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventPublic = z.infer<typeof EventPublic>;

/** PUT /events/{id}: the event, and who got (or was offered) seats a raised maximum freed. */
export const EventUpdated = EventPublic.extend({
  message: z.string(),
  promoted: z.array(z.string()),
  offered: z.array(z.string()),
});
export type EventUpdated = z.infer<typeof EventUpdated>;

export const EventsPublic = z.object({ data: z.array(EventPublic), count: z.number().int() });
export type EventsPublic = z.infer<typeof EventsPublic>;
