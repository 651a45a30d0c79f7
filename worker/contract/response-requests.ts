import { z } from "zod";
import { messageProblem, nameProblem, passwordProblem } from "./field-checks";
import { FIELD_PROBLEMS } from "./field-problems";
import { NotifyEmail } from "./notify";
import { AnswersInput } from "./question-schemas";
import {
  type FieldProblem,
  normaliseName,
  REQUESTED_STATUSES,
  RESPONSE_LIMITS,
} from "./response-rules";

/**
 * What an invitee sends about their response: a new one, a change, the name and password (or a
 * personal link's key) that say whose it is. The response as the API sends it is responses.ts.
 */

/** What a submit or a change may ask for: `offered` is given only by the room. */
export const RequestedStatus = z.enum(REQUESTED_STATUSES);
export type RequestedStatus = z.infer<typeof RequestedStatus>;

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

/** Guests a response brings; the event's `max_guests` bounds it (the room checks: a 422). */
const ResponseGuests = z
  .number({ error: "guests must be a whole number" })
  .int("guests must be a whole number")
  .min(0, "guests must be at least 0")
  .max(RESPONSE_LIMITS.guestsMax, `guests must be at most ${RESPONSE_LIMITS.guestsMax}`);

/**
 * POST /events/{id}/submit. `waiting` means "I want to attend; queue me if full": the server
 * decides between attending and waiting, whichever the room can give at that moment.
 */
/** '매번 참석' (decision 0069): only on an occurrence of a series (a 422 on `standing` elsewhere). */
const Standing = z.boolean({ error: "standing must be true or false" }).optional().meta({
  description:
    "On an occurrence of a series: true answers every later occurrence alike, under the same name, password, guests and proven address, each under its own capacity and queue; false stops that",
});

export const ResponseCreate = z.object({
  name: ResponseName,
  password: ResponsePassword,
  status: RequestedStatus,
  message: ResponseMessage,
  guests: ResponseGuests.default(0),
  /** Where to tell the invitee of a seat or a change (decision 0025); optional, verified first. */
  notify_email: NotifyEmail.optional(),
  /** Answers to the event's questions (decision 0042), checked by the room against them. */
  answers: AnswersInput.optional(),
  /** '매번 참석': answer every later meeting of the event's series alike (decision 0069). */
  standing: Standing,
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
  /** Left out keeps the answers; given, replaces them all. */
  answers: AnswersInput.optional(),
  /** true starts '매번 참석' from this response, false stops it; left out keeps it. */
  standing: Standing,
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
 * '내 응답 링크': POST /events/{id}/my-link with a name and password replies with a new personal link's
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
  answers: true,
  standing: true,
});
export type MyResponseChange = z.input<typeof MyResponseChange>;
