import { z } from "zod";
import { EmailProblem, NotifyChannel, NotifyState, OfferNotice } from "./notify";
import { Answers } from "./question-schemas";
import { RESPONSE_STATUSES } from "./response-rules";

/** A response as the API sends it: to everybody, to its holder, to the organiser. */

export const ResponseStatus = z.enum(RESPONSE_STATUSES).meta({
  description:
    "`offered`: a freed seat held for this response until it accepts (a change to attending), declines or the offer expires at `offer_expires_at`",
});
export type ResponseStatus = z.infer<typeof ResponseStatus>;

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
   * When an offer to this response lapsed with no reply: it is `not_attending` without having
   * declined, and reads '제안 만료'. Null otherwise, and once its status changes again.
   */
  offer_lapsed_at: z.string().meta({ format: "date-time" }).nullable(),
  created_at: z.string(),
});
export type ResponsePublic = z.infer<typeof ResponsePublic>;

/**
 * A response as its holder reads it (the reply to their submit or change, their personal
 * link): with their own answers to the event's questions, which nobody else but the organiser
 * sees.
 */
export const OwnResponse = ResponsePublic.extend({ answers: Answers });
export type OwnResponse = z.infer<typeof OwnResponse>;

/** GET /events/{id}/my-response: the response a personal link opens, and its waiting place. */
export const MyResponse = z.object({
  response: OwnResponse,
  waiting_position: z.number().int().nullable(),
  /** The channels this response is told through: its holder's own view. */
  notify: NotifyState,
  /** Whether this response answers every meeting of its series ('매번 참석'). */
  standing: z.boolean().optional(),
});
export type MyResponse = z.infer<typeof MyResponse>;

export const ResponsesPublic = z.object({ data: z.array(ResponsePublic), count: z.number().int() });
export type ResponsesPublic = z.infer<typeof ResponsesPublic>;

/** A response as its event's organiser sees it: also how many wrong passwords it met today. */
export const ResponseAdmin = ResponsePublic.extend({
  wrong_passwords_today: z.number().int(),
  /** How the response can be told (a verified address, a push subscription): never the address. */
  channels: z.array(NotifyChannel),
  /** Why its address cannot be told (null: none, or it can). */
  email_problem: EmailProblem.nullable().optional(),
  /** While offered: whether the offer's notice reached the invitee; null otherwise. */
  offer_notice: OfferNotice.nullable(),
  /**
   * The event's reminder to this response (decision 0026), for the reminder time that stands now:
   * `pending`, `delivered`, `failed` or `none` (no channel could take it) as for an offer's
   * notice; null when not reminded (not due yet, not attending at its time, or no reminder
   * set). A response that left attending after it was reminded keeps what was sent.
   */
  reminder: OfferNotice.nullable(),
  /** When the invitee's one-tap reply to the reminder was '참석 유지' (ISO); null otherwise. */
  confirmed_at: z.string().meta({ format: "date-time" }).nullable(),
  /**
   * Answers to the event's questions as they stand (decision 0042): a removed question's are gone;
   * a choice the organiser since removed is returned as it was given.
   */
  answers: Answers,
  /** When it was checked in at the door, and by whom (a host's name or address). */
  checked_in_at: z.string().meta({ format: "date-time" }).nullable(),
  checked_in_by: z.string().nullable(),
});
export type ResponseAdmin = z.infer<typeof ResponseAdmin>;

/** GET /events/{id}/responses (the organiser's list) and the organiser's live message. */
export const ResponsesAdmin = z.object({ data: z.array(ResponseAdmin), count: z.number().int() });
export type ResponsesAdmin = z.infer<typeof ResponsesAdmin>;

/**
 * A response as a door keeper (role `checkin`) reads it, in the list, the live message and a
 * check-in's reply: who, with how many, whether attending, and the check-in. Nothing of what
 * they wrote or how they are reached (docs/security.md, "What a door keeper reads").
 */
export const ResponseAtDoor = ResponseAdmin.pick({
  id: true,
  name: true,
  status: true,
  guests: true,
  created_at: true,
  checked_in_at: true,
  checked_in_by: true,
});
export type ResponseAtDoor = z.infer<typeof ResponseAtDoor>;

export const ResponsesAtDoor = z.object({
  data: z.array(ResponseAtDoor),
  count: z.number().int(),
});
export type ResponsesAtDoor = z.infer<typeof ResponsesAtDoor>;

/**
 * GET /events/{id}/responses and the live socket's `organiser` message: the whole rows, or the
 * door's for a door keeper (role `checkin`).
 */
export const ResponsesForOrganiser = z.union([ResponsesAdmin, ResponsesAtDoor]);
/** A row of either: the web tells them apart by `answers`, which only the whole row has. */
export type ResponseForOrganiser = ResponseAdmin | ResponseAtDoor;
export type ResponsesForOrganiser = { data: ResponseForOrganiser[]; count: number };

/** Reply to submit and modify: what happened in words, and the stored response. */
export const ResponseResult = z.object({
  /** Says which status was given, and "promoted" with names when a freed seat was filled. */
  message: z.string(),
  response: OwnResponse,
  /** 1-based place in the waiting list, when the response is waiting. */
  waiting_position: z.number().int().nullable(),
  promoted: z.array(z.string()),
  /** Under the `offer` policy: who was offered the seats this change freed. */
  offered: z.array(z.string()),
  /** The channels the response is told through: only its holder gets this reply. */
  notify: NotifyState,
  revision: z.number().int(),
  /** On an occurrence of a series: whether this response answers every meeting ('매번 참석'). */
  standing: z.boolean().optional(),
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
