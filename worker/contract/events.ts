import { z } from "zod";
import { Pagination } from "./common";
import {
  deadlineProblem,
  EVENT_TEXT_MAX,
  type EventProblem,
  type EventTextField,
  eventTextProblem,
  maxParticipantsProblem,
  PARTICIPANTS_MAX,
} from "./event-rules";
import { DEFAULT_TIME_ZONE } from "./event-time";
import { DEFAULT_GUEST_LIST, GUEST_LISTS } from "./guest-list";
import { EventRole } from "./hosts";
import { LanguageCode } from "./language";
import { Question, QuestionsInput } from "./question-schemas";
import { RecurrenceText } from "./recurrence-text";
import { OFFER_HOURS, PROMOTION_POLICIES, REMINDER_HOURS, RESPONSE_LIMITS } from "./response-rules";
import { RETENTION_DAYS_MAX } from "./retention";
import { canonicalZone } from "./time-zones";

/**
 * The event as its organiser writes it (create, update) and reads it back. What invitees see of
 * it is public-view.ts; responses are responses.ts and response-requests.ts.
 */

/** ISO 8601 with an explicit offset; stored as UTC so that ordering by string is by time. */
export const IsoDateTime = z.iso
  .datetime({ offset: true, error: "Must be an ISO 8601 date-time with an offset" })
  .transform((value) => new Date(value).toISOString());

/** Each problem of an event's field in the API's words (the 422 issue's `msg`). */
export const EVENT_PROBLEMS: Record<EventProblem, string> = {
  title_required: "Title is required",
  title_too_long: `Title must be at most ${EVENT_TEXT_MAX.title} characters`,
  title_invalid_characters: "Title must not contain control characters",
  description_too_long: `Must be at most ${EVENT_TEXT_MAX.description} characters`,
  description_invalid_characters: "Must not contain control characters",
  location_too_long: `Must be at most ${EVENT_TEXT_MAX.location} characters`,
  location_invalid_characters: "Must not contain control characters",
  reminder_message_too_long: `Must be at most ${EVENT_TEXT_MAX.reminder_message} characters`,
  reminder_message_invalid_characters: "Must not contain control characters",
  contact_too_long: `Must be at most ${EVENT_TEXT_MAX.contact} characters`,
  contact_invalid_characters: "Must not contain control characters",
  max_participants_not_whole: "max_participants must be a whole number",
  max_participants_too_few: "max_participants must be at least 1",
  max_participants_too_many: `max_participants must be at most ${PARTICIPANTS_MAX}`,
  deadline_after_event: "The response deadline cannot be after the event date",
};

export const isEventProblem = (value: unknown): value is EventProblem =>
  typeof value === "string" && Object.hasOwn(EVENT_PROBLEMS, value);

/** A zod check that reports the rule's problem: its English as `msg`, its code as `type`. */
const ruleCheck =
  <T>(problemOf: (value: T) => EventProblem | null, path: PropertyKey[] = []) =>
  (value: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem) {
      // A copy: zod prepends the field's own keys to the issue's path in place.
      ctx.addIssue({
        code: "custom",
        path: [...path],
        message: EVENT_PROBLEMS[problem],
        params: { problem },
      });
    }
  };

/** Text checked by its rule (event-rules.ts), then kept trimmed. */
const VisibleText = (field: EventTextField, text = z.string()) =>
  text
    .superRefine(ruleCheck((typed: string) => eventTextProblem(field, typed)))
    .meta({ maxLength: EVENT_TEXT_MAX[field] })
    .transform((typed) => typed.trim());

const OptionalText = (field: EventTextField) =>
  VisibleText(field)
    .nullish()
    .transform((text) => (text ? text : null));

export const eventFields = {
  title: VisibleText("title", z.string({ error: EVENT_PROBLEMS.title_required })).meta({
    minLength: 1,
  }),
  description: OptionalText("description"),
  location: OptionalText("location"),
  event_date: IsoDateTime,
  deadline_date: IsoDateTime.nullish().transform((date) => date ?? null),
  max_participants: z
    .number({ error: "max_participants must be a whole number of at least 1, or null" })
    .superRefine(ruleCheck(maxParticipantsProblem))
    .meta({ type: "integer", minimum: 1, maximum: PARTICIPANTS_MAX })
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
  reminder_message: OptionalText("reminder_message"),
  /**
   * How invitees reach the organiser: shown on the invite page only once responses
   * are closed or the event is full, when changing an answer there is no longer up to them.
   */
  contact: OptionalText("contact").meta({
    description:
      "How to reach the organiser (a phone number, a chat link), shown on the invite page only when responses are closed or the event is full; null for none",
    example: "문의: 010-1234-5678",
  }),
  /** Hours before the event its reminder goes out to attending invitees; null: none (decision 0026). */
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
        "Hours before `event_date` when every attending response that can be told (a verified address, a push subscription) is reminded once, with one-tap links to stay or to give the seat up; null for no reminder",
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
  /** Who sees the guest list on the invite page (decision 0041); the organiser always sees it all. */
  guest_list: z
    .enum(GUEST_LISTS, { error: 'guest_list must be "names", "count" or "hidden"' })
    .meta({
      description:
        "What invitees see of who answered: `names` every response (the default), `count` how many attend and wait without names, `hidden` neither (only whether a seat is free, the queue, or full). The organiser always sees everything",
    })
    .default(DEFAULT_GUEST_LIST),
  /** Left out on create: the creator's account language. */
  language: LanguageCode.optional().meta({
    description:
      "The event's language: its invite page's for a reader whose browser names none of ours, and its link card's; the creator's account language when left out",
    example: "ko",
  }),
  /** Questions on the response form (decision 0042); their answers are the organiser's only. */
  questions: QuestionsInput.default([]),
  /** Left out or null: the installation's RETENTION_DAYS, which also bounds it (a 422 beyond). */
  retention_days: z
    .number({
      error: `retention_days must be a whole number from 1 to ${RETENTION_DAYS_MAX}, or null`,
    })
    .int("retention_days must be a whole number")
    .min(1, "retention_days must be at least 1")
    .max(RETENTION_DAYS_MAX, `retention_days must be at most ${RETENTION_DAYS_MAX}`)
    .nullish()
    .transform((days) => days ?? null)
    .meta({
      description:
        "Days after `event_date` that the responses' personal data is kept (names, passwords, addresses, answers, messages, push subscriptions): then it is erased and only counts remain. At most the installation's RETENTION_DAYS (30 unless its operator set another); null or left out for exactly that",
      example: 14,
    }),
};

export const EventCreate = z
  .object({
    ...eventFields,
    /** Given: the event is the first of a series (decision 0069), its occurrences made with it. */
    recurrence: RecurrenceText.nullish().transform((rule) => rule ?? null),
  })
  .superRefine(ruleCheck(deadlineProblem, ["deadline_date"]));
export type EventCreate = z.input<typeof EventCreate>;

/** A field of the update: optional, and without the create's default (left out keeps it). */
type UpdateField<Field extends z.ZodType> =
  Field extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : z.ZodOptional<Field>;
const updateField = (field: z.ZodType) =>
  (field instanceof z.ZodDefault ? (field.removeDefault() as z.ZodType) : field).optional();

/** PUT /events/{id}: fields left out keep their value; null clears an optional field. */
export const EventUpdate = z.object(
  Object.fromEntries(
    Object.entries(eventFields).map(([name, field]) => [name, updateField(field)]),
  ) as { [Name in keyof typeof eventFields]: UpdateField<(typeof eventFields)[Name]> },
);
export type EventUpdate = z.input<typeof EventUpdate>;

/** What everybody with the link may see of an event (no owner). */
export const EventDetails = z.object({
  id: z.uuid(),
  /** The series the event is an occurrence of (decision 0069); null for a one-off event. */
  series_id: z.uuid().nullable(),
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
  language: LanguageCode,
  /** The form's questions (never their answers: those are the organiser's). */
  questions: z.array(Question),
  /** Days after `event_date` that the responses' personal data is kept (contract/retention.ts). */
  retention_days: z.number().int().meta({ example: 30 }),
});
export type EventDetails = z.infer<typeof EventDetails>;

export const EventPublic = EventDetails.extend({
  owner_id: z.uuid(),
  /**
   * The caller's role on the event (decision 0043): `owner`, or a host's `manager` / `checkin`;
   * null for a superuser reading an event they do not help run.
   */
  role: EventRole.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the responses' personal data was erased (`retention_days` after the event); null until then. */
  erased_at: z.string().meta({ format: "date-time" }).nullable(),
});
export type EventPublic = z.infer<typeof EventPublic>;

/** PUT /events/{id}: the event, and who got (or was offered) seats a raised maximum freed. */
export const EventUpdated = EventPublic.extend({
  message: z.string(),
  promoted: z.array(z.string()),
  offered: z.array(z.string()),
});
export type EventUpdated = z.infer<typeof EventUpdated>;

/** GET /events/: a page, and with `series=none` only one-off events (the dashboard lists series apart). */
export const EventsQuery = Pagination.extend({
  series: z
    .enum(["none"], { error: 'series must be "none" or left out' })
    .optional()
    .meta({ description: "`none`: only events that are no occurrence of a series" }),
});

export const EventsPublic = z.object({ data: z.array(EventPublic), count: z.number().int() });
export type EventsPublic = z.infer<typeof EventsPublic>;
