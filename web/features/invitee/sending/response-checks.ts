import { nameProblem, passwordProblem } from "#contract/field-checks";
import { FIELD_PROBLEMS, isFieldProblem } from "#contract/field-problems";
import type { EventPublicView } from "#contract/public-view";
import type { FieldProblem, FormMode, ResponseField } from "#contract/response-rules";
import { m } from "#messages";
import { ApiError, refusedWith } from "../../../lib/error-detail";
import { errorText, FIELD_PROBLEM_TEXT } from "../../../lib/error-text";
import { isKnownCode } from "../../../lib/known-codes";
import {
  type FormProblem,
  type ListProblem,
  type ResponseAction,
  type ResponseFormValues,
  type ResponseProblem,
  responsesNamed,
  type Wording,
} from "../public-response-rules";
import { refusedAnswer } from "../questions/answer-problems";

const LIST_PROBLEM_TEXT: Record<ListProblem, () => string> = {
  name_taken: m.invitee_name_taken,
  name_unknown: m.invitee_name_unknown,
};

/** The field a problem is about, from its code: a wrong password marks the password. */
export function problemField(code: string): ResponseField | null {
  if (isFieldProblem(code)) return FIELD_PROBLEMS[code].field;
  switch (code) {
    case "invalid_credentials":
    case "response_locked":
      return "password";
    case "response_exists":
    case "response_not_found":
    case "name_taken":
    case "name_unknown":
      return "name";
    default:
      return null;
  }
}

type Known = Pick<EventPublicView, "responses" | "allow_duplicate" | "guest_list">;

/**
 * Checks who answers before anything is sent: the name first when it is missing, then the
 * password and the name by the contract's rules, then the name against the list: a new sign-up
 * may not reuse a name unless the event allows it, an edit or cancellation must name someone on
 * the list (when the page is shown the names). The other fields' checks are theirs
 * (sent-fields.ts).
 */
export function formCheck(
  values: Pick<ResponseFormValues, "name" | "password">,
  mode: FormMode,
  event: Known,
  /** Opened by its personal link, which stands in for the password. */
  keyed = false,
): FieldProblem | ListProblem | null {
  const name = nameProblem(values.name);
  const found =
    (name === "name_required" ? name : null) ??
    (keyed ? null : passwordProblem(values.password)) ??
    name;
  if (found) return found;
  // A list without names (the `guest_list` setting) tells nothing of them: the room checks.
  if (event.guest_list !== "names") return null;
  const taken = responsesNamed(event.responses, values.name).length > 0;
  if (mode === "new" && taken && !event.allow_duplicate) return "name_taken";
  if (mode !== "new" && !taken) return "name_unknown";
  return null;
}

/** A check's problem in the page's words. */
export function checkProblem(
  code: FieldProblem | ListProblem,
  wording: Wording = {},
): ResponseProblem {
  const own = wording[code];
  const text = own
    ? own()
    : isFieldProblem(code)
      ? FIELD_PROBLEM_TEXT[code]
      : LIST_PROBLEM_TEXT[code]();
  return { text, field: problemField(code), code };
}

/** The words for a refusal that names no code, per action (a server that sends none). */
const FALLBACKS: Record<ResponseAction, () => string> = {
  submit: m.invitee_submit_failed,
  modify: m.invitee_modify_failed,
  delete: m.invitee_delete_failed,
};

/**
 * A refused submit, modify or delete as the form shows it: a 422's first issue the rules name
 * (its field marked), else the code's Korean (its field from the code). From a server that
 * sends no code, a 400 gets the action's fallback and anything else its status's Korean. A
 * change that asked for more guests and found no seats for them is told so at the guests.
 */
export function refusalProblem(
  error: unknown,
  action: ResponseAction,
  moreGuests = false,
): ResponseProblem {
  if (!(error instanceof ApiError)) return { text: errorText(error), field: null };
  if (moreGuests && refusedWith(error, "event_full")) {
    return { text: m.invitee_no_seats_for_guests(), field: "guests" };
  }
  // Read with care: the issues are whatever the body held.
  const issue = error.issues.find((candidate) => isFieldProblem(candidate?.type));
  if (issue && isFieldProblem(issue.type)) {
    const found = checkProblem(issue.type);
    // A new password's problem is the new password's, not the one that proves who it is.
    return issue.loc?.includes("new_password") ? { ...found, field: "new_password" } : found;
  }
  if (isKnownCode(error.code)) return { text: errorText(error), field: problemField(error.code) };
  if (error.status === 400) return { text: FALLBACKS[action](), field: null };
  return { text: errorText(error), field: null };
}

/**
 * A refused answer as the response forms show it: one to the event's questions marks
 * that question's field; anything else is refusalProblem's.
 */
export function formRefusal(
  error: unknown,
  action: ResponseAction,
  moreGuests = false,
): FormProblem {
  const answer = error instanceof ApiError ? refusedAnswer(error.issues) : null;
  return answer ?? refusalProblem(error, action, moreGuests);
}
