import type { ErrorCode } from "#contract/error-codes";

/**
 * The contract's closed set of refusal codes, by the screens that meet them, without the
 * English details the contract pairs them with: the browser never shows those on the screens
 * that read codes, and every page would download them. The compiler holds the two lists to
 * the contract (`Unlisted` below): a new code does not build until it is placed here.
 */

/** Met only by the account screens, which show the server's English as the template's do. */
export const ACCOUNT_CODES = [
  "login_failed",
  "login_inactive_user",
  "login_throttled",
  "signup_throttled",
  "recovery_throttled",
  "invalid_reset_token",
  "reset_token_used",
  "reset_token_expired",
  "email_unknown",
  "email_taken",
  "email_taken_by_another",
  "incorrect_password",
  "password_unchanged",
  "superuser_self_delete",
  "user_not_found",
  "user_id_unknown",
  // Any signed-in call may meet it, but it only ever sends the visitor to the login page,
  // which says it in Korean (features/auth/components/signed-out-notice.tsx).
  "password_changed",
] as const satisfies readonly ErrorCode[];

/** Met by the event screens and the invite pages, which say them in Korean (lib/error-text). */
export const EVENT_CODES = [
  "validation_failed",
  "body_too_large",
  "not_found",
  "expected_websocket",
  "server_misconfigured",
  "internal_error",
  "not_authenticated",
  "invalid_access_token",
  "not_enough_privileges",
  "inactive_user",
  "event_not_found",
  "event_cancelled",
  "series_not_found",
  "standing_exists",
  "poll_not_found",
  "poll_closed",
  "poll_deadline_passed",
  "poll_full",
  "poll_option_voted",
  "poll_option_unknown",
  "vote_exists",
  "vote_not_found",
  "vote_locked",
  "response_not_found",
  "response_link_invalid",
  "response_exists",
  "invalid_credentials",
  "deadline_passed",
  "event_ended",
  "event_full",
  "response_locked",
  "too_many_submissions",
  "response_changed",
  "idempotency_key_reused",
  "invalid_live_ticket",
  "push_unavailable",
  "too_many_announcements",
  "announcement_not_correctable",
  "no_email_channel",
  "too_many_emails",
  // The hosts dialog, the door, and the sign-up or login that takes an invitation
  // (which say it in Korean, unlike the rest of the account screens).
  "host_exists",
  "host_is_owner",
  "host_not_found",
  "host_invitation_not_found",
  "host_invitation_invalid",
  "invitations_throttled",
  "response_not_attending",
  "check_in_pass_invalid",
] as const satisfies readonly ErrorCode[];

export type EventErrorCode = (typeof EVENT_CODES)[number];
type Unlisted = Exclude<ErrorCode, EventErrorCode | (typeof ACCOUNT_CODES)[number]>;
/** Fails to compile, naming the code, while a code of the contract is in neither list. */
export const EVERY_CODE_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

const KNOWN = new Set<string>([...ACCOUNT_CODES, ...EVENT_CODES]);

/** True for a code the contract names (a refusal's code is read as sent: lib/error-detail.ts). */
export const isKnownCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && KNOWN.has(value);
