import { type FieldProblem, RESPONSE_LIMITS, type ResponseField } from "./response-rules";

/**
 * Each problem with a response's field: the field it is about (the web app marks that field)
 * and the API's English words for it (the 422 issue's `msg`; its `type` is the code). Apart
 * from the rules, which the invite page loads at once: it needs these only once someone
 * responds, and words problems in Korean by code.
 */
export const FIELD_PROBLEMS: Record<FieldProblem, { field: ResponseField; msg: string }> = {
  name_required: { field: "name", msg: "Name is required" },
  name_too_long: {
    field: "name",
    msg: `Name must be at most ${RESPONSE_LIMITS.nameMax} characters`,
  },
  name_invalid_characters: { field: "name", msg: "Name contains invalid characters" },
  password_required: { field: "password", msg: "Password is required" },
  password_too_short: {
    field: "password",
    msg: `Password must be at least ${RESPONSE_LIMITS.passwordMin} characters`,
  },
  password_too_long: {
    field: "password",
    msg: `Password must be at most ${RESPONSE_LIMITS.passwordMax} characters`,
  },
  password_invalid_characters: { field: "password", msg: "Password contains invalid characters" },
  message_too_long: {
    field: "message",
    msg: `Message must be at most ${RESPONSE_LIMITS.messageMax} characters`,
  },
  message_invalid_characters: { field: "message", msg: "Message contains invalid characters" },
  too_many_guests: { field: "guests", msg: "This event allows fewer guests per response" },
  email_invalid: { field: "notify_email", msg: "notify_email must be an email address" },
};

export const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === "string" && Object.hasOwn(FIELD_PROBLEMS, value);
