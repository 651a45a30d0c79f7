import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One error shape for the whole API: FastAPI's `{"detail": ...}`, which the web app reads. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type ErrorBody = { detail: string } | { detail: ValidationIssue[] };

/** Throw from any handler or service to answer `{detail}` with this status. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: detail });
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = "Could not validate credentials") =>
  new ApiError(401, detail, { "WWW-Authenticate": "Bearer" });
export const forbidden = (detail = "The user doesn't have enough privileges") =>
  new ApiError(403, detail);
export const notFound = (detail = "Not Found") => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 422 in FastAPI's list shape, for checks that are not expressed in a zod schema. */
export function validationError(loc: (string | number)[], msg: string, type = "value_error") {
  return new HTTPException(422, {
    res: Response.json({ detail: [{ loc, msg, type }] }, { status: 422 }),
  });
}
