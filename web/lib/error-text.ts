/**
 * What a refusal says on the event screens and the invite pages, in the reader's language,
 * read from its code and never from the server's English (the errors catalog). The account
 * screens keep the server's own detail (lib/error-detail.ts's toastDetail), as the FastAPI
 * template's screens do.
 */
import { type FieldProblem, RESPONSE_LIMITS } from "#contract/response-rules";
import { m } from "#messages";
import { ApiError } from "./error-detail";
import { EVENT_CODES, type EventErrorCode } from "./known-codes";
import { networkErrorText } from "./network-text";

/** Minutes to wait from Retry-After (seconds), rounded up; null when the server gave none. */
const minutesOf = (seconds: number | null) =>
  seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));

/**
 * A refusal that says when to try again: 'N분 뒤에' from its Retry-After, '잠시 후' without one;
 * a whole sentence each, so every language words its own wait.
 */
const waiting =
  (soon: () => string, inMinutes: (inputs: { minutes: number }) => string) =>
  (retryAfter: number | null) => {
    const minutes = minutesOf(retryAfter);
    return minutes === null ? soon() : inMinutes({ minutes });
  };

const tooManyRequests = waiting(m.errors_status_too_many, m.errors_status_too_many_for);

/**
 * Every code the event screens and invite pages can meet (known-codes.ts lists them, and the
 * compiler holds that list to the contract's): a new one does not build without its words.
 * Each entry is called when the refusal is shown, in the language read then.
 */
export const ERROR_TEXT: Record<EventErrorCode, (error: ApiError) => string> = {
  validation_failed: () => m.errors_check_input(),
  body_too_large: () => m.errors_body_too_large(),
  not_found: () => m.errors_not_found(),
  expected_websocket: () => m.errors_expected_websocket(),
  server_misconfigured: () => m.errors_server_misconfigured(),
  internal_error: () => m.errors_server(),
  not_authenticated: () => m.errors_not_authenticated(),
  invalid_access_token: () => m.errors_invalid_access_token(),
  not_enough_privileges: () => m.errors_not_enough_privileges(),
  inactive_user: () => m.errors_inactive_user(),
  event_not_found: () => m.errors_event_not_found(),
  event_cancelled: () => m.errors_event_cancelled(),
  series_not_found: () => m.errors_series_not_found(),
  standing_exists: () => m.errors_standing_exists(),
  poll_not_found: () => m.errors_poll_not_found(),
  poll_closed: () => m.errors_poll_closed(),
  poll_deadline_passed: () => m.errors_poll_deadline_passed(),
  poll_full: () => m.errors_poll_full(),
  poll_option_voted: () => m.errors_poll_option_voted(),
  poll_option_unknown: () => m.errors_poll_option_unknown(),
  vote_exists: () => m.errors_vote_exists(),
  vote_not_found: () => m.errors_vote_not_found(),
  vote_locked: () => m.errors_vote_locked(),
  response_not_found: () => m.errors_response_not_found(),
  response_link_invalid: () => m.errors_response_link_invalid(),
  check_in_pass_invalid: () => m.errors_check_in_pass_invalid(),
  response_exists: () => m.errors_response_exists(),
  invalid_credentials: () => m.errors_invalid_credentials(),
  deadline_passed: () => m.errors_deadline_passed(),
  event_ended: () => m.errors_event_ended(),
  event_full: () => m.errors_event_full(),
  response_locked: (error) =>
    waiting(m.errors_response_locked, m.errors_response_locked_for)(error.retryAfter),
  too_many_submissions: (error) =>
    waiting(m.errors_too_many_submissions, m.errors_too_many_submissions_for)(error.retryAfter),
  response_changed: () => m.errors_response_changed(),
  idempotency_key_reused: () => m.errors_idempotency_key_reused(),
  invalid_live_ticket: () => m.errors_invalid_live_ticket(),
  push_unavailable: () => m.errors_push_unavailable(),
  too_many_announcements: (error) =>
    waiting(m.errors_too_many_announcements, m.errors_too_many_announcements_for)(error.retryAfter),
  announcement_not_correctable: () => m.errors_announcement_not_correctable(),
  no_email_channel: () => m.errors_no_email_channel(),
  too_many_emails: (error) =>
    waiting(m.errors_too_many_emails, m.errors_too_many_emails_for)(error.retryAfter),
  host_exists: () => m.errors_host_exists(),
  host_is_owner: () => m.errors_host_is_owner(),
  host_not_found: () => m.errors_host_not_found(),
  host_invitation_not_found: () => m.errors_host_invitation_not_found(),
  host_invitation_invalid: () => m.errors_host_invitation_invalid(),
  invitations_throttled: (error) =>
    waiting(m.errors_invitations_throttled, m.errors_invitations_throttled_for)(error.retryAfter),
  response_not_attending: () => m.errors_response_not_attending(),
};

/**
 * The response rules' problems (a 422 issue's type, or the forms' own checks). Each is read
 * when it is shown (a getter), so it follows the reader's language.
 */
export const FIELD_PROBLEM_TEXT: Readonly<Record<FieldProblem, string>> = {
  // One sentence for both; the field marked says which is missing.
  get name_required() {
    return m.errors_name_and_password_required();
  },
  get password_required() {
    return m.errors_name_and_password_required();
  },
  get name_too_long() {
    return m.errors_name_too_long({ max: RESPONSE_LIMITS.nameMax });
  },
  get name_invalid_characters() {
    return m.errors_name_invalid_characters();
  },
  get password_too_short() {
    return m.errors_password_too_short({ min: RESPONSE_LIMITS.passwordMin });
  },
  get password_too_long() {
    return m.errors_password_too_long({ max: RESPONSE_LIMITS.passwordMax });
  },
  get password_invalid_characters() {
    return m.errors_password_invalid_characters();
  },
  get message_too_long() {
    return m.errors_message_too_long({ max: RESPONSE_LIMITS.messageMax });
  },
  get message_invalid_characters() {
    return m.errors_message_invalid_characters();
  },
  get too_many_guests() {
    return m.errors_too_many_guests();
  },
  get email_invalid() {
    return m.errors_email_invalid();
  },
};

/** For a server that names no code (an older Worker): the status's words. */
export function statusText(status: number, retryAfter: number | null = null): string {
  if (status === 0) return networkErrorText();
  if (status === 401) return m.errors_not_authenticated();
  if (status === 403) return m.errors_not_enough_privileges();
  if (status === 404) return m.errors_not_found();
  if (status === 409) return m.errors_status_conflict();
  if (status === 413) return m.errors_body_too_large();
  if (status === 422) return m.errors_check_input();
  if (status === 429) return tooManyRequests(retryAfter);
  if (status >= 500) return m.errors_server();
  return m.errors_status_other();
}

const isEventCode = (code: string): code is EventErrorCode =>
  (EVENT_CODES as readonly string[]).includes(code);

/** What a failed call says on an event screen or invite page. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return networkErrorText();
  if (error.code && isEventCode(error.code)) return ERROR_TEXT[error.code](error);
  return statusText(error.status, error.retryAfter);
}
