/**
 * The closed set of refusals the API gives. Every error body is `{detail, code}`: `detail` is
 * FastAPI's (English prose, or for 422 the list of issues), `code` names the refusal so that the
 * web app never reads prose. Zod-free: the invite page imports it.
 */
export const ERRORS = {
  // Any route
  validation_failed: { status: 422, detail: "Validation Error" },
  body_too_large: { status: 413, detail: "Request body too large" },
  not_found: { status: 404, detail: "Not Found" },
  expected_websocket: { status: 426, detail: "Expected a WebSocket upgrade" },
  server_misconfigured: { status: 503, detail: "The server is misconfigured" },
  internal_error: { status: 500, detail: "Internal Server Error" },
  // Accounts and tokens
  not_authenticated: { status: 401, detail: "Not authenticated" },
  invalid_access_token: { status: 401, detail: "Could not validate credentials" },
  // A token issued before the account's password changed (here or on another device): the
  // signed-in app says so on the login page rather than dropping there without a word.
  password_changed: { status: 401, detail: "Could not validate credentials" },
  not_enough_privileges: { status: 403, detail: "The user doesn't have enough privileges" },
  inactive_user: { status: 403, detail: "Inactive user" },
  login_failed: { status: 400, detail: "Incorrect email or password" },
  login_inactive_user: { status: 400, detail: "Inactive user" },
  login_throttled: { status: 429, detail: "Too many failed login attempts. Try again later." },
  signup_throttled: {
    status: 429,
    detail: "Too many sign-ups from your network. Try again later.",
  },
  invitations_throttled: {
    status: 429,
    detail: "Too many host invitations mailed. Try again later.",
  },
  recovery_throttled: {
    status: 429,
    detail: "Too many password recovery requests. Try again later.",
  },
  // A reset link refused: the template's one "Invalid token" for all three (its clients read
  // that), and the code says why, so the page can explain and offer a new link.
  invalid_reset_token: { status: 400, detail: "Invalid token" },
  reset_token_used: { status: 400, detail: "Invalid token" },
  reset_token_expired: { status: 400, detail: "Invalid token" },
  email_unknown: {
    status: 404,
    detail: "The user with this username does not exist in the system.",
  },
  // 409, where the template says 400: a conflict with an existing account (docs/api-compatibility.md).
  email_taken: { status: 409, detail: "The user with this email already exists in the system" },
  // The same conflict met by a change of email, in the template's words for that case.
  email_taken_by_another: { status: 409, detail: "User with this email already exists" },
  incorrect_password: { status: 400, detail: "Incorrect password" },
  password_unchanged: {
    status: 400,
    detail: "New password cannot be the same as the current one",
  },
  superuser_self_delete: {
    status: 403,
    detail: "Super users are not allowed to delete themselves",
  },
  user_not_found: { status: 404, detail: "User not found" },
  user_id_unknown: {
    status: 404,
    detail: "The user with this id does not exist in the system",
  },
  // Events and their responses
  event_not_found: { status: 404, detail: "Event not found" },
  // A deleted event's invite link, for some weeks after its date (decision 0060): gone for good,
  // with what the page says of it (contract/cancelled-event.ts).
  event_cancelled: { status: 410, detail: "This event was cancelled by its organiser" },
  // Series (decision 0069)
  series_not_found: { status: 404, detail: "Series not found" },
  standing_exists: {
    status: 409,
    detail: "Somebody of this name already answers every meeting of this series",
  },
  // Date polls
  poll_not_found: { status: 404, detail: "Poll not found" },
  poll_closed: { status: 409, detail: "This poll is closed" },
  poll_deadline_passed: { status: 409, detail: "This poll's deadline has passed" },
  poll_full: { status: 409, detail: "This poll has taken as many votes as it can" },
  poll_option_voted: {
    status: 409,
    detail: "A date someone voted on can be neither changed nor removed",
  },
  poll_option_unknown: { status: 422, detail: "A choice names a date this poll does not offer" },
  vote_exists: { status: 400, detail: "A vote already exists for this name" },
  vote_not_found: { status: 404, detail: "Vote not found" },
  vote_locked: {
    status: 429,
    detail: "Too many wrong passwords for this vote. Try again later.",
  },
  response_not_found: { status: 404, detail: "Response not found" },
  response_link_invalid: {
    status: 404,
    detail: "This personal link no longer opens a response",
  },
  // A check-in pass that checks nobody in here: forged, another event's, or its personal
  // link was renewed or ended (lib/check-in-pass.ts).
  check_in_pass_invalid: {
    status: 404,
    detail: "This check-in pass no longer checks anyone in",
  },
  response_exists: { status: 400, detail: "Response already exists for this name" },
  invalid_credentials: { status: 400, detail: "Invalid credentials" },
  deadline_passed: { status: 400, detail: "Response deadline has passed" },
  event_ended: { status: 400, detail: "The event has already taken place" },
  event_full: { status: 400, detail: "Maximum number of participants reached" },
  response_locked: {
    status: 429,
    detail: "Too many wrong passwords for this response. Try again later.",
  },
  too_many_submissions: {
    status: 429,
    detail: "Too many responses from your network to this event. Try again later.",
  },
  response_changed: {
    status: 409,
    detail: "The response changed meanwhile. Please try again.",
  },
  idempotency_key_reused: {
    status: 422,
    detail: "This Idempotency-Key was already used for a different request",
  },
  invalid_live_ticket: { status: 400, detail: "Invalid or expired live ticket" },
  // Notifications (decision 0020)
  push_unavailable: {
    status: 503,
    detail: "Push notifications are not configured on this server",
  },
  too_many_announcements: {
    status: 429,
    detail: "An announcement was sent recently. Try again later.",
  },
  announcement_not_correctable: {
    status: 409,
    detail:
      "No announcement to correct: none was sent, its ten minutes are over, or it was corrected 3 times",
  },
  // Mail to invitees (decision 0025)
  no_email_channel: {
    status: 409,
    detail: "This response has no verified email address to write to",
  },
  too_many_emails: {
    status: 429,
    detail: "An email was sent to this response recently. Try again later.",
  },
  // Co-hosts and the door (decision 0043)
  host_exists: { status: 409, detail: "This user already helps run this event" },
  host_is_owner: { status: 409, detail: "The owner already runs this event" },
  host_not_found: { status: 404, detail: "This user does not help run this event" },
  host_invitation_not_found: { status: 404, detail: "Host invitation not found" },
  host_invitation_invalid: {
    status: 400,
    detail: "This host invitation is unknown, expired, or was sent to another address",
  },
  response_not_attending: { status: 409, detail: "Only an attending response can be checked in" },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** One issue of a 422, in FastAPI's shape. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type ErrorBody =
  | { detail: string; code: ErrorCode }
  | { detail: ValidationIssue[]; code: "validation_failed" | "idempotency_key_reused" };

/** True for a string the API may send as `code`. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERRORS, value);
