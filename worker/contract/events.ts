import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "./event-time";
import { hasHiddenControls, messageProblem, nameProblem, passwordProblem } from "./field-checks";
import { FIELD_PROBLEMS } from "./field-problems";
import { NotifyChannel, NotifyEmail, NotifyState, OfferNotice } from "./notify";
import {
  type FieldProblem,
  normaliseName,
  OFFER_HOURS,
  PROMOTION_POLICIES,
  REMINDER_HOURS,
  REQUESTED_STATUSES,
  RESPONSE_LIMITS,
  RESPONSE_STATUSES,
} from "./response-rules";
import { canonicalZone } from "./time-zones";

export const ResponseStatus = z.enum(RESPONSE_STATUSES).meta({
  description:
    "`offered`: a freed seat held for this response until it accepts (a change to attending), declines or the offer expires at `offer_expires_at`",
});
export type ResponseStatus = z.infer<typeof ResponseStatus>;
/** What a submit or a change may ask for: `offered` is given only by the room. */
export const RequestedStatus = z.enum(REQUESTED_STATUSES);
export type RequestedStatus = z.infer<typeof RequestedStatus>;

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
  /** Stored by its canonical name ('asia/seoul' and 'US/Pacific' are taken, as written). */
  time_zone: z
    .string({ error: "time_zone must be an IANA time zone name such as Asia/Seoul" })
    .refine(
      (zone) => canonicalZone(zone) !== null,
      "Unknown time zone: use an IANA name such as Asia/Seoul or Europe/Berlin",
    )
    .meta({
      description:
        "IANA time zone of the place where the event happens; dates are shown on its clock",
      example: "Europe/Berlin",
    })
    .default(DEFAULT_TIME_ZONE),
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
});
export type EventDetails = z.infer<typeof EventDetails>;

export const EventPublic = EventDetails.extend({
  owner_id: z.uuid(),
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

/**
 * A zod check that reports the rule module's problem: its English text as `msg`, its code as
 * the 422 issue's `type` (worker/lib/validation.ts), which the web app words in Korean.
 */
const ruleCheck =
  (problemOf: (value: string) => FieldProblem | null) => (value: string, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem) {
      ctx.addIssue({
        code: "custom",
        message: FIELD_PROBLEMS[problem].msg,
        params: { problem },
      });
    }
  };

const requiredString = (problem: FieldProblem) => z.string({ error: FIELD_PROBLEMS[problem].msg });

// The limits also go into the OpenAPI document as JSON Schema keywords (`meta`), since the
// checks themselves are the rule module's.
export const ResponseName = requiredString("name_required")
  .superRefine(ruleCheck(nameProblem))
  .meta({ minLength: 1, maxLength: RESPONSE_LIMITS.nameMax })
  .transform(normaliseName);

export const ResponsePassword = requiredString("password_required")
  .superRefine(ruleCheck(passwordProblem))
  .meta({ minLength: RESPONSE_LIMITS.passwordMin, maxLength: RESPONSE_LIMITS.passwordMax });

const ResponseMessage = z
  .string()
  .superRefine(ruleCheck(messageProblem))
  .meta({ maxLength: RESPONSE_LIMITS.messageMax })
  .nullish()
  .transform((message) => message?.trim() || null);

/**
 * POST /events/{id}/submit. `waiting` means "I want to attend; queue me if full": the server
 * decides between attending and waiting, whichever the room can give at that moment.
 */
/** Guests a response brings; the event's `max_guests` bounds it (the room checks: a 422). */
const ResponseGuests = z
  .number({ error: "guests must be a whole number" })
  .int("guests must be a whole number")
  .min(0, "guests must be at least 0")
  .max(RESPONSE_LIMITS.guestsMax, `guests must be at most ${RESPONSE_LIMITS.guestsMax}`);

export const ResponseCreate = z.object({
  name: ResponseName,
  password: ResponsePassword,
  status: RequestedStatus,
  message: ResponseMessage,
  guests: ResponseGuests.default(0),
  /** Where to tell the invitee of a seat or a change (issue 32); optional, verified first. */
  notify_email: NotifyEmail.optional(),
});
export type ResponseCreate = z.input<typeof ResponseCreate>;

/** PUT /events/{id}/modify?name=: `password` proves who you are; `name` renames. */
export const ResponseModify = z.object({
  password: ResponsePassword,
  name: ResponseName.optional(),
  /** `attending` accepts an open offer; `not_attending` (or deleting) declines it. */
  status: RequestedStatus.optional(),
  message: ResponseMessage.optional(),
  guests: ResponseGuests.optional(),
  /** A new password for the response; its personal link ('내 응답 링크') stops working. */
  new_password: ResponsePassword.optional(),
  /**
   * Left out keeps the address; null or "" removes it; a new one replaces it (verified again);
   * the same one, still unverified, sends its verification mail again.
   */
  notify_email: NotifyEmail.optional(),
});
export type ResponseModify = z.input<typeof ResponseModify>;

export const NameQuery = z.object({ name: ResponseName });

/**
 * DELETE /events/responses/{response_id}/admin-delete. With the event (the web app sends it),
 * the room finds the response even before D1's copy has it; without, D1's copy names the event.
 */
export const AdminDeleteQuery = z.object({
  event_id: z.uuid("event_id must be a UUID").optional(),
});
export const NamePasswordQuery = z.object({ name: ResponseName, password: ResponsePassword });

/**
 * '내 응답 링크': POST /events/{id}/my-link with a name and password answers a new personal link's
 * key (the last one stops working); the calls on /events/{id}/my-response carry it in
 * `X-Response-Key` instead of a name and password.
 */
export const ResponseLinkCreate = NamePasswordQuery;
export const ResponseLink = z.object({
  /** The link's secret: put in the page address's fragment, never sent but in this header. */
  key: z.string(),
});
export type ResponseLink = z.infer<typeof ResponseLink>;
export const ResponseKeyHeader = z.object({
  "x-response-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "x-response-key must be a personal link's key"),
});
export const MyResponseChange = ResponseModify.pick({
  status: true,
  message: true,
  guests: true,
  new_password: true,
  notify_email: true,
});
export type MyResponseChange = z.input<typeof MyResponseChange>;

export const ResponsePublic = z.object({
  id: z.uuid(),
  name: z.string(),
  status: ResponseStatus,
  message: z.string().nullable(),
  /** Guests this response brings: it holds 1 + guests seats, attending or waiting whole. */
  guests: z.number().int(),
  /** While `offered`: when the offer lapses (it then becomes not_attending). Null otherwise. */
  offer_expires_at: z.string().meta({ format: "date-time" }).nullable(),
  /**
   * When an offer to this response lapsed unanswered: it is `not_attending` without having
   * declined, and reads '제안 만료'. Null otherwise, and once its status changes again.
   */
  offer_lapsed_at: z.string().meta({ format: "date-time" }).nullable(),
  created_at: z.string(),
});
export type ResponsePublic = z.infer<typeof ResponsePublic>;

/** GET /events/{id}/my-response: the response a personal link opens, and its waiting place. */
export const MyResponse = z.object({
  response: ResponsePublic,
  waiting_position: z.number().int().nullable(),
  /** The channels this response is told through: its holder's own view. */
  notify: NotifyState,
});
export type MyResponse = z.infer<typeof MyResponse>;

export const ResponsesPublic = z.object({ data: z.array(ResponsePublic), count: z.number().int() });
export type ResponsesPublic = z.infer<typeof ResponsesPublic>;

/** A response as its event's organiser sees it: also how many wrong passwords it met today. */
export const ResponseAdmin = ResponsePublic.extend({
  wrong_passwords_today: z.number().int(),
  /** How the response can be told (a verified address, a push subscription): never the address. */
  channels: z.array(NotifyChannel),
  /** While offered: whether the offer's notice reached the invitee; null otherwise. */
  offer_notice: OfferNotice.nullable(),
  /**
   * The event's reminder to this response (issue 35), for the reminder time that stands now:
   * `pending`, `delivered`, `failed` or `none` (no channel could take it) as for an offer's
   * notice; null when not reminded (not due yet, not attending, or no reminder set).
   */
  reminder: OfferNotice.nullable(),
  /** When the invitee answered the reminder '참석 유지' (ISO); null otherwise. */
  confirmed_at: z.string().meta({ format: "date-time" }).nullable(),
});
export type ResponseAdmin = z.infer<typeof ResponseAdmin>;

/** GET /events/{id}/responses (the organiser's list) and the organiser's live message. */
export const ResponsesAdmin = z.object({ data: z.array(ResponseAdmin), count: z.number().int() });
export type ResponsesAdmin = z.infer<typeof ResponsesAdmin>;

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

/** Reply to submit and modify: what happened in words, and the stored response. */
export const ResponseResult = z.object({
  /** Says which status was given, and "promoted" with names when a freed seat was filled. */
  message: z.string(),
  response: ResponsePublic,
  /** 1-based place in the waiting list, when the response is waiting. */
  waiting_position: z.number().int().nullable(),
  promoted: z.array(z.string()),
  /** Under the `offer` policy: who was offered the seats this change freed. */
  offered: z.array(z.string()),
  /** The channels the response is told through: only its holder gets this reply. */
  notify: NotifyState,
  revision: z.number().int(),
});
export type ResponseResult = z.infer<typeof ResponseResult>;

/** Reply to the deletions: `message` says "promoted" and names who when seats were filled. */
export const ResponseDeleted = z.object({
  message: z.string(),
  promoted: z.array(z.string()),
  offered: z.array(z.string()),
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
