import { type FieldProblem, RESPONSE_LIMITS } from "./response-rules";

/**
 * The API's English words for each problem with a response's fields (the 422 issue's `msg`;
 * its `type` is the code). Apart from the rules so that the invite page, which words problems
 * in Korean by code, does not carry them.
 */
export const FIELD_PROBLEM_MESSAGES: Record<FieldProblem, string> = {
  name_required: "Name is required",
  name_too_long: `Name must be at most ${RESPONSE_LIMITS.nameMax} characters`,
  name_invalid_characters: "Name contains invalid characters",
  password_required: "Password is required",
  password_too_short: `Password must be at least ${RESPONSE_LIMITS.passwordMin} characters`,
  password_too_long: `Password must be at most ${RESPONSE_LIMITS.passwordMax} characters`,
  password_invalid_characters: "Password contains invalid characters",
  message_too_long: `Message must be at most ${RESPONSE_LIMITS.messageMax} characters`,
  message_invalid_characters: "Message contains invalid characters",
};
