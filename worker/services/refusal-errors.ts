import { FIELD_PROBLEMS } from "#contract/field-problems";
import { ANSWER_PROBLEMS } from "#contract/questions";
import type { RoomRefusal } from "../event-room/store/types";
import { ApiError, idempotencyKeyReused, throttled, validationError } from "../lib/errors";

/**
 * The API's error for any refusal of the room: a throttle's 429 with its wait, a reused
 * idempotency key's 422, too many guests as the `guests` field's problem, otherwise the
 * refusal's own code.
 */
export function refusalToError(refusal: RoomRefusal): ApiError {
  const { code } = refusal;
  if (
    code === "response_locked" ||
    code === "too_many_submissions" ||
    code === "too_many_announcements"
  ) {
    return throttled(code, refusal.retryAfterSeconds ?? 60);
  }
  if (code === "idempotency_key_reused") return idempotencyKeyReused();
  if (code === "too_many_guests") {
    return validationError(["body", "guests"], FIELD_PROBLEMS.too_many_guests.msg, code);
  }
  if (code === "invalid_answers") {
    return new ApiError(
      "validation_failed",
      {},
      (refusal.answerIssues ?? []).map(({ questionId, problem }) => ({
        loc: ["body", "answers", questionId],
        msg: ANSWER_PROBLEMS[problem],
        type: problem,
      })),
    );
  }
  return new ApiError(code);
}
