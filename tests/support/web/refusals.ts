import { ERRORS, type ErrorCode } from "#contract/error-codes";
import { ApiError } from "../../../web/lib/error-detail";

/** A refusal as the API sends it for `code`: its status, its English detail and the code. */
export const refusalOf = (code: ErrorCode, retryAfter: number | null = null) =>
  new ApiError(
    ERRORS[code].status,
    ERRORS[code].detail,
    { detail: ERRORS[code].detail, code },
    retryAfter,
  );
