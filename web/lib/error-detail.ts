import type { ErrorBody, ErrorCode, ValidationIssue } from "#contract/error-codes";
import { m } from "#messages";

export function detailOf(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("detail" in body)) return null;
  const { detail } = body as { detail: unknown };
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined;
    if (first && typeof first.msg === "string" && first.msg) return first.msg;
  }
  return null;
}

/** The body's `code` and `detail`, whatever the body is (an error page's HTML reads as none). */
const fieldsOf = (body: unknown) =>
  (body && typeof body === "object" ? body : {}) as Partial<ErrorBody>;

/** The status names the error catalogue maps 400 to 511 to; 422 reads 'Validation Error'. */
const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Validation Error",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? "Server Error" : "Error");
}

/**
 * A failed API call: the HTTP status (0 when no reply came), the server's detail (null when it
 * gave none), the refusal's code as the body sent it and a 422's issues read from it, and for a
 * 429 how many seconds the server asks to wait (its Retry-After). A screen asks for the codes it
 * handles by name (`refusedWith`), and the words for a code come from the codes the app knows
 * (lib/known-codes.ts, lib/error-text.ts): their list is left out of every page's first load.
 */
export class ApiError extends Error {
  readonly code: string | null;
  readonly issues: ValidationIssue[];

  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly body: unknown = null,
    readonly retryAfter: number | null = null,
  ) {
    super(detail ?? statusName(status));
    this.name = "ApiError";
    const fields = fieldsOf(body);
    this.code = typeof fields.code === "string" ? fields.code : null;
    // Our own server's list; a reader checks each issue's type before trusting it.
    this.issues = status === 422 && Array.isArray(fields.detail) ? fields.detail : [];
  }
}

/** A failed call refused with `code`, one of the contract's. */
export const refusedWith = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/** No reply (offline, timed out, connection cut) or a server hiccup: the call may have arrived. */
export const mayHaveArrived = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Retry-After in seconds; its date form and anything unreadable count as not given. */
export function retryAfterOf(header: string | null): number | null {
  const seconds = header === null || header.trim() === "" ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * The detail an account screen's error toast shows (they keep the server's English, as the
 * FastAPI template's screens do): the server's words, else the template's fallback.
 */
export function toastDetail(error: unknown): string {
  // The template's English in every language when the server gave no detail to show.
  if (error instanceof ApiError) return error.detail ?? m.errors_fallback_detail();
  return m.errors_fallback_detail();
}
