/**
 * The invitee's rules in the page's words: the rules themselves are the contract's
 * (#contract/response-rules, zod-free so the invite page ships without a validation library);
 * this file adds the Korean, the checks against the list the page shows, and which field a
 * problem is about.
 */
import type { EventPublicView, ResponseStatus } from "#contract/events";
import {
  FIELD_PROBLEMS,
  type FieldProblem,
  type FormMode,
  isFieldProblem,
  messageProblem,
  nameKey,
  nameProblem,
  passwordProblem,
  type ResponseField,
  statusChoices,
} from "#contract/response-rules";
import { ApiError } from "../../lib/error-detail";
import { errorText, FIELD_PROBLEM_TEXT } from "../../lib/error-text";
import { promotionText } from "../../lib/promotion-text";
import { STATUS_LABELS } from "../../lib/response-status";

export type { FormMode, ResponseField };
export type ResponseAction = "submit" | "modify" | "delete";

/** The form's checks against the list it shows (spec section 5), before anything is sent. */
export type ListProblem = "name_taken" | "name_unknown";

const LIST_PROBLEM_TEXT: Record<ListProblem, string> = {
  name_taken: "이미 등록된 이름입니다. 내 응답을 바꾸려면 '수정'을 이용해주세요.",
  name_unknown: "등록되지 않은 이름입니다. 이름을 다시 확인해주세요.",
};

/** The simple participants page words the missing name or password its own way (spec 5). */
export const SIMPLE_PAGE_WORDING: Wording = {
  name_required: "이름과 비밀번호를 입력하세요.",
  password_required: "이름과 비밀번호를 입력하세요.",
};

export type Wording = Partial<Record<FieldProblem | ListProblem, string>>;

/** A problem as the form shows it: the words, and the field marked (none for the whole form). */
export type FormProblem = { text: string; field: ResponseField | null };

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

export type ResponseFormValues = {
  name: string;
  password: string;
  status: ResponseStatus | "";
  message: string;
};

type Known = Pick<EventPublicView, "responses" | "allow_duplicate">;

/** Responses under this name, compared as the server compares (trimmed, NFC, any case). */
export function responsesNamed<R extends { name: string }>(responses: R[], name: string): R[] {
  const key = nameKey(name);
  return responses.filter((response) => nameKey(response.name) === key);
}

/**
 * Checks the form before it is sent (spec section 5): the name first when it is missing, then
 * the password, the name and the message by the contract's rules, then the name against the
 * list: a new sign-up may not reuse a name unless the event allows it, an edit or cancellation
 * must name someone on the list.
 */
export function formCheck(
  values: Pick<ResponseFormValues, "name" | "password" | "message">,
  mode: FormMode,
  event: Known,
): FieldProblem | ListProblem | null {
  const name = nameProblem(values.name);
  const found =
    (name === "name_required" ? name : null) ??
    passwordProblem(values.password) ??
    name ??
    (mode === "delete" ? null : messageProblem(values.message));
  if (found) return found;
  const taken = responsesNamed(event.responses, values.name).length > 0;
  if (mode === "new" && taken && !event.allow_duplicate) return "name_taken";
  if (mode !== "new" && !taken) return "name_unknown";
  return null;
}

/** A check's problem in the page's words. */
export function checkProblem(code: FieldProblem | ListProblem, wording: Wording = {}): FormProblem {
  const text =
    wording[code] ?? (isFieldProblem(code) ? FIELD_PROBLEM_TEXT[code] : LIST_PROBLEM_TEXT[code]);
  return { text, field: problemField(code) };
}

/** The spec's words for a refusal that names no code (section 8's fallbacks). */
const FALLBACKS: Record<ResponseAction, string> = {
  submit: "참여 등록에 실패했습니다.",
  modify: "수정에 실패했습니다. 비밀번호를 확인해주세요.",
  delete: "삭제에 실패했습니다. 비밀번호를 확인해주세요.",
};

/**
 * A refused submit, modify or delete as the form shows it: a 422's first issue the rules name
 * (its field marked), else the code's Korean (its field from the code). From a server that
 * sends no code, a 400 gets the action's fallback and anything else its status's Korean.
 */
export function refusalProblem(error: unknown, action: ResponseAction): FormProblem {
  if (!(error instanceof ApiError)) return { text: errorText(error), field: null };
  const issue = error.issues.find((candidate) => isFieldProblem(candidate.type));
  if (issue && isFieldProblem(issue.type)) return checkProblem(issue.type);
  if (error.code) return { text: errorText(error), field: problemField(error.code) };
  if (error.status === 400) return { text: FALLBACKS[action], field: null };
  return { text: errorText(error), field: null };
}

export type StatusChoice = { value: ResponseStatus; label: string };

/**
 * The statuses the form offers (the contract's statusChoices), labelled: asking for a seat
 * when full reads '대기 신청', keeping one's place in the queue '대기 유지'.
 */
export function labelledChoices(
  mode: FormMode,
  event: Parameters<typeof statusChoices>[1],
  current?: ResponseStatus,
): StatusChoice[] {
  return statusChoices(mode, event, current).map((value) => ({
    value,
    label:
      value === "waiting"
        ? current === "waiting"
          ? "대기 유지"
          : "대기 신청"
        : STATUS_LABELS[value],
  }));
}

/** The selected status, or the first offered one when it is no longer offered. */
export function offeredStatus(
  selected: ResponseStatus | "",
  choices: StatusChoice[],
): ResponseStatus | "" {
  if (choices.some((choice) => choice.value === selected)) return selected;
  return choices[0]?.value ?? "";
}

/** 1-based place of a response in the waiting list (the snapshot lists it in room order). */
export function waitingPosition(
  responses: { id: string; status: ResponseStatus }[],
  responseId: string,
): number | null {
  const waiting = responses.filter((response) => response.status === "waiting");
  const index = waiting.findIndex((response) => response.id === responseId);
  return index === -1 ? null : index + 1;
}

/** The reply in the page's words; who was promoted comes from the reply's list. */
export function successMessage(
  action: ResponseAction,
  reply: {
    promoted: string[];
    response?: { status: ResponseStatus };
    waiting_position?: number | null;
  },
): string {
  const promoted = reply.promoted.length > 0 ? ` ${promotionText(reply.promoted)}` : "";
  if (action === "delete") return `응답이 취소되었습니다.${promoted}`;
  const status = reply.response?.status;
  const place =
    status === "waiting"
      ? reply.waiting_position
        ? `정원이 차서 대기 명단에 올랐습니다. 대기 ${reply.waiting_position}번째입니다.`
        : "정원이 차서 대기 명단에 올랐습니다."
      : null;
  if (action === "submit") {
    if (place) return place;
    if (status === "attending") return "참석이 등록되었습니다.";
    return "응답이 등록되었습니다.";
  }
  return `${place ?? `응답이 수정되었습니다. (${status ? STATUS_LABELS[status] : ""})`}${promoted}`;
}
