import { z } from "zod";
import { normaliseName } from "../lib/names";

/** Server details the public page maps to Korean (spec section 8). */
export const RESPONSE_DETAILS = {
  deadlinePassed: "Response deadline has passed",
  nameExists: "Response already exists for this name",
  notFound: "Response not found",
  invalidCredentials: "Invalid credentials",
  maximumReached: "Maximum number of participants reached",
  locked: "Too many wrong passwords for this response. Try again later.",
  eventNotFound: "Event not found",
  changedMeanwhile: "The response changed meanwhile. Please try again.",
} as const;

export const RESPONSE_PASSWORD_MIN = 4;
export const RESPONSE_PASSWORD_MAX = 20;
export const RESPONSE_NAME_MAX = 50;
export const RESPONSE_MESSAGE_MAX = 500;

export const ResponseStatus = z.enum(["attending", "not_attending", "maybe", "waiting"]);
export type ResponseStatus = z.infer<typeof ResponseStatus>;

/** ISO 8601 with an explicit offset; stored as UTC so that ordering by string is by time. */
const IsoDateTime = z.iso
  .datetime({ offset: true, error: "Must be an ISO 8601 date-time with an offset" })
  .transform((value) => new Date(value).toISOString());

const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ? text : null));

const eventFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(255, "Title must be at most 255 characters"),
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
  reminder_message: OptionalText(1000),
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
  reminder_message: eventFields.reminder_message.optional(),
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
  reminder_message: z.string().nullable(),
});
export type EventDetails = z.infer<typeof EventDetails>;

export const EventPublic = EventDetails.extend({
  owner_id: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventPublic = z.infer<typeof EventPublic>;

/** PUT /events/{id}: the event, and who was promoted if a raised maximum freed seats. */
export const EventUpdated = EventPublic.extend({
  message: z.string(),
  promoted: z.array(z.string()),
});
export type EventUpdated = z.infer<typeof EventUpdated>;

export const EventsPublic = z.object({ data: z.array(EventPublic), count: z.number().int() });
export type EventsPublic = z.infer<typeof EventsPublic>;

export const ResponseName = z
  .string({ error: "Name is required" })
  .transform(normaliseName)
  .pipe(
    z
      .string()
      .min(1, "Name is required")
      .max(RESPONSE_NAME_MAX, `Name must be at most ${RESPONSE_NAME_MAX} characters`)
      // Control and format characters (NUL, right-to-left overrides) and broken UTF-16 are
      // refused; the zero-width joiner stays, since emoji sequences need it.
      .refine((name) => !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(name.replace(/\u200d/g, "")), {
        message: "Name contains invalid characters",
      }),
  );

export const ResponsePassword = z
  .string({ error: "Password is required" })
  .min(RESPONSE_PASSWORD_MIN, `Password must be at least ${RESPONSE_PASSWORD_MIN} characters`)
  .max(RESPONSE_PASSWORD_MAX, `Password must be at most ${RESPONSE_PASSWORD_MAX} characters`)
  .refine((password) => !/[\p{Cc}\p{Cs}]/u.test(password), {
    message: "Password contains invalid characters",
  });

const ResponseMessage = z
  .string()
  .trim()
  .max(RESPONSE_MESSAGE_MAX, `Message must be at most ${RESPONSE_MESSAGE_MAX} characters`)
  .nullish()
  .transform((message) => (message ? message : null));

/**
 * POST /events/{id}/submit. `waiting` means "I want to attend; queue me if full": the server
 * decides between attending and waiting, whichever the room can give at that moment.
 */
export const ResponseCreate = z.object({
  name: ResponseName,
  password: ResponsePassword,
  status: ResponseStatus,
  message: ResponseMessage,
});
export type ResponseCreate = z.input<typeof ResponseCreate>;

/** PUT /events/{id}/modify?name=: `password` proves who you are; `name` renames. */
export const ResponseModify = z.object({
  password: ResponsePassword,
  name: ResponseName.optional(),
  status: ResponseStatus.optional(),
  message: ResponseMessage.optional(),
});
export type ResponseModify = z.input<typeof ResponseModify>;

export const NameQuery = z.object({ name: ResponseName });
export const NamePasswordQuery = z.object({ name: ResponseName, password: ResponsePassword });

export const ResponsePublic = z.object({
  id: z.uuid(),
  name: z.string(),
  status: ResponseStatus,
  message: z.string().nullable(),
  created_at: z.string(),
});
export type ResponsePublic = z.infer<typeof ResponsePublic>;

export const ResponsesPublic = z.object({ data: z.array(ResponsePublic), count: z.number().int() });
export type ResponsesPublic = z.infer<typeof ResponsesPublic>;

export const EventStats = z.object({
  total_responses: z.number().int(),
  attending_count: z.number().int(),
  waiting_count: z.number().int(),
  maybe_count: z.number().int(),
  not_attending_count: z.number().int(),
});
export type EventStats = z.infer<typeof EventStats>;

/** GET /events/{id}/public: the event, its responses in room order, and counts. */
export const EventPublicView = EventDetails.extend({
  responses: z.array(ResponsePublic),
  attending_count: z.number().int(),
  waiting_count: z.number().int(),
  total_responses: z.number().int(),
  is_closed: z.boolean(),
  /** The room's revision: grows with every change, so clients can drop stale snapshots. */
  revision: z.number().int(),
});
export type EventPublicView = z.infer<typeof EventPublicView>;

/** Reply to submit and modify: what happened in words, and the stored response. */
export const ResponseResult = z.object({
  /** Says which status was given, and "promoted" with names when a freed seat was filled. */
  message: z.string(),
  response: ResponsePublic,
  /** 1-based place in the waiting list, when the response is waiting. */
  waiting_position: z.number().int().nullable(),
  promoted: z.array(z.string()),
  revision: z.number().int(),
});
export type ResponseResult = z.infer<typeof ResponseResult>;

/** Reply to the deletions: `message` says "promoted" and names who when seats were filled. */
export const ResponseDeleted = z.object({
  message: z.string(),
  promoted: z.array(z.string()),
  revision: z.number().int(),
});
export type ResponseDeleted = z.infer<typeof ResponseDeleted>;

export const ParticipantStat = z.object({
  name: z.string(),
  attending_count: z.number().int(),
  not_attending_count: z.number().int(),
  maybe_count: z.number().int(),
  attendance_rate: z.number(),
  last_response_date: z.string().nullable(),
});
export const ParticipantStats = z.object({
  total_participants: z.number().int(),
  average_attendance_rate: z.number(),
  total_events: z.number().int(),
  data: z.array(ParticipantStat),
  count: z.number().int(),
});
export type ParticipantStats = z.infer<typeof ParticipantStats>;
