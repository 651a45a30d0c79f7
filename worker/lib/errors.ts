import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERRORS, type ErrorCode, type ValidationIssue } from "#contract/error-codes";

export type { ErrorBody, ValidationIssue } from "#contract/error-codes";

/**
 * Throw from any handler or service to refuse with one of the closed set of codes
 * (worker/contract/error-codes.ts): the body is `{detail, code}` with the catalogue's status.
 */
export class ApiError extends HTTPException {
  readonly detail: string | ValidationIssue[];

  constructor(
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
    detail?: ValidationIssue[],
  ) {
    const entry = ERRORS[code];
    super(entry.status as ContentfulStatusCode, { message: entry.detail });
    this.detail = detail ?? entry.detail;
  }

  get body() {
    return { detail: this.detail, code: this.code };
  }
}

export const unauthorized = (
  code: "not_authenticated" | "invalid_access_token" | "password_changed",
) => new ApiError(code, { "WWW-Authenticate": "Bearer" });

/** A 429 that says when to come back. */
export const throttled = (
  code:
    | "login_throttled"
    | "response_locked"
    | "too_many_submissions"
    | "signup_throttled"
    | "recovery_throttled"
    | "invitations_throttled"
    | "too_many_announcements"
    | "vote_locked",
  retryAfterSeconds: number,
) => new ApiError(code, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 422 in FastAPI's list shape, for checks that are not expressed in a zod schema. */
export const validationError = (loc: (string | number)[], msg: string, type = "value_error") =>
  new ApiError("validation_failed", {}, [{ loc, msg, type }]);

/** An Idempotency-Key sent again with a different request: a 422, so in the list shape. */
export const idempotencyKeyReused = () =>
  new ApiError("idempotency_key_reused", {}, [
    {
      loc: ["header", "idempotency-key"],
      msg: ERRORS.idempotency_key_reused.detail,
      type: "idempotency_key_reused",
    },
  ]);
