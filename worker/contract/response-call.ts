/**
 * What the invitee pages ask of the API about a response, and the one mapping from that to the
 * API's call. Zod-free (its types only from response-requests.ts), so the app's answering code
 * and the Worker's form post carry no validation library for it.
 */
import type { Answers } from "./questions";
import type {
  MyResponseChange,
  RequestedStatus,
  ResponseCreate,
  ResponseModify,
} from "./response-requests";

/**
 * What a sign-up or a change asks of the response's own fields, under the names the API takes
 * them by (ResponseModify's, less who it is): absent is none for a sign-up and the one the
 * response has for a change. The forms fill it from a table of their fields
 * (web/features/invitee/sending/sent-fields.ts), so a field they add reaches the API unnamed here.
 */
export type ResponseChange = Omit<ResponseModify, "password" | "name" | "answers"> & {
  /** All the answers, replacing those given before; absent keeps them (decision 0042). */
  answers?: Answers;
};

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
      change: ResponseChange & { status: RequestedStatus };
      idempotencyKey: string;
    }
  | {
      action: "modify";
      name: string;
      password: string;
      change: ResponseChange;
      /** An attending response asks for more guests: a refusal for lack of seats is about them. */
      moreGuests?: boolean;
      /** A personal link's key, which stands in for the password. */
      key?: string;
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
  if (request.action === "submit") {
    const json = { name, password, ...request.change };
    return { route: "submit", json, idempotencyKey: request.idempotencyKey };
  }
  const { change } = request;
  return request.key
    ? { route: "modify_by_link", key: request.key, json: change }
    : // The name goes in the query: it says whose response changes.
      { route: "modify", name, json: { password, ...change } };
}
