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
});
export type MyResponseChange = z.input<typeof MyResponseChange>;

/**
 * What the invitee pages send: a sign-up, a change or a cancellation, as the app's checks made
 * it from the form's fields (web/features/invitee/sending/answer-request.ts), in the browser and
 * for the form posted without the app alike.
 */
export type ResponseRequest =
  | {
      action: "submit";
      name: string;
      password: string;
      status: RequestedStatus;
      message?: string;
      guests?: number;
      /** Where to tell the invitee of a seat or a change (verified first); absent: none. */
      notifyEmail?: string;
      /** Answers to the event's questions; absent when it asks none. */
      answers?: import("./questions").Answers;
      idempotencyKey: string;
    }
  | {
      action: "modify";
      name: string;
      password: string;
      status: RequestedStatus;
      message?: string;
      /** Absent keeps the response's guests. */
      guests?: number;
      /** An attending response asks for more guests: a refusal for lack of seats is about them. */
      moreGuests?: boolean;
      newPassword?: string;
      /** A personal link's key, which stands in for the password. */
      key?: string;
      /** A new notification address (verified again); absent keeps the one it has. */
      notifyEmail?: string;
      /** All the answers, replacing those given before; absent keeps them (decision 0042). */
      answers?: import("./questions").Answers;
    }
  | { action: "delete"; name: string; password: string; key?: string };

/**
 * The API call a request makes: its route and the body that route takes. The one mapping from
 * a request to the API, which the app sends (web/features/invitee/sending/answering.ts) and the
 * Worker sends for a posted form (worker/pages/form-post.ts); a personal link's key goes in its
 * header, never with a password.
 */
export type ResponseCall = SavingCall | CancellingCall;
/** A sign-up or a change: the API replies with the response saved. */
export type SavingCall =
  | { route: "submit"; json: ResponseCreate; idempotencyKey: string }
  | { route: "modify"; name: string; json: ResponseModify }
  | { route: "modify_by_link"; key: string; json: MyResponseChange };
/** A cancellation: the API replies with what it freed. */
export type CancellingCall =
  | { route: "delete"; json: { name: string; password: string } }
  | { route: "delete_by_link"; key: string };

type RequestFor<A> = Extract<ResponseRequest, { action: A }>;
export function responseCall(request: RequestFor<"delete">): CancellingCall;
export function responseCall(request: RequestFor<"submit" | "modify">): SavingCall;
export function responseCall(request: ResponseRequest): ResponseCall;
export function responseCall(request: ResponseRequest): ResponseCall {
  const { name, password } = request;
  if (request.action === "delete") {
    return request.key
      ? { route: "delete_by_link", key: request.key }
      : { route: "delete", json: { name, password } };
  }
  const { status, message, guests, answers } = request;
  // Absent: none for a sign-up, the one it has for a change.
  const change = { status, message, guests, notify_email: request.notifyEmail, answers };
  if (request.action === "submit") {
    const json = { name, password, ...change };
    return { route: "submit", json, idempotencyKey: request.idempotencyKey };
  }
  const json = { ...change, new_password: request.newPassword };
  return request.key
    ? { route: "modify_by_link", key: request.key, json }
    : // The name goes in the query: it says whose response changes.
      { route: "modify", name, json: { password, ...json } };
}
