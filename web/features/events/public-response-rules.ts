/**
 * The invitee's rules, hand-written so the public page ships without zod (it is the page
 * strangers open on phones). Types come from the contract; nothing of it runs here.
 */
import type { EventPublicView, ResponseStatus } from "#contract/events";
import { nameKey } from "#contract/response-rules";
import { ApiError } from "../../lib/error-detail";

export { nameKey };

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;
export const NAME_MAX = 50;
export const MESSAGE_MAX = 500;

/** Spec section 5 and 8, word for word. */
export const MESSAGES = {
  required: "이름과 비밀번호를 입력해주세요.",
  requiredSimple: "이름과 비밀번호를 입력하세요.",
  passwordMin: "비밀번호는 최소 4자 이상이어야 합니다.",
  passwordMax: "비밀번호는 최대 20자까지 가능합니다.",
  nameExists: "이미 등록된 이름입니다. 내 응답을 바꾸려면 '수정'을 이용해주세요.",
  nameUnknown: "등록되지 않은 이름입니다. 이름을 다시 확인해주세요.",
  nameTooLong: `이름은 최대 ${NAME_MAX}자까지 가능합니다.`,
  messageTooLong: `메시지는 최대 ${MESSAGE_MAX}자까지 가능합니다.`,
  deadlinePassed: "응답 마감시간이 지났습니다.",
  nameExistsServer: "이미 등록된 이름입니다.",
  maximumReached: "최대 참석자 수에 도달했습니다.",
  invalidCredentials: "비밀번호가 올바르지 않습니다.",
} as const;

export const STATUS_LABELS: Record<ResponseStatus, string> = {
  attending: "참석",
  not_attending: "불참",
  maybe: "미정",
  waiting: "대기",
};

export type FormMode = "new" | "edit" | "delete";
export type ResponseAction = "submit" | "modify" | "delete";

const FALLBACKS: Record<ResponseAction, string> = {
  submit: "참여 등록에 실패했습니다.",
  modify: "수정에 실패했습니다. 비밀번호를 확인해주세요.",
  delete: "삭제에 실패했습니다. 비밀번호를 확인해주세요.",
};

/** The server's English details (worker/contract RESPONSE_DETAILS) in the page's Korean. */
const DETAILS: Record<string, string> = {
  "Response deadline has passed": MESSAGES.deadlinePassed,
  "Response already exists for this name": MESSAGES.nameExistsServer,
  "Maximum number of participants reached": MESSAGES.maximumReached,
  "Invalid credentials": MESSAGES.invalidCredentials,
};

/**
 * What a failed submit, modify or delete says (spec section 8): the known details in Korean,
 * the password length details as the form's own messages, other details as the server wrote
 * them, and the action's fallback when there is no detail at all (a dropped connection).
 */
export function responseErrorMessage(error: unknown, action: ResponseAction): string {
  const detail = error instanceof ApiError ? error.detail : null;
  if (!detail) return FALLBACKS[action];
  const known = DETAILS[detail];
  if (known) return known;
  if (/password/i.test(detail) && /at least/i.test(detail)) return MESSAGES.passwordMin;
  if (/password/i.test(detail) && /at most/i.test(detail)) return MESSAGES.passwordMax;
  return detail;
}

/** A reply whose message says someone was promoted is good news (spec section 4). */
export const isPromotionMessage = (message: string) => /promoted/i.test(message);

export type ResponseFormValues = {
  name: string;
  password: string;
  status: ResponseStatus | "";
  message: string;
};

type Known = Pick<EventPublicView, "responses" | "allow_duplicate">;

/** Name and password rules shared by both public pages; null when they pass. */
export function credentialsError(
  name: string,
  password: string,
  requiredMessage: string = MESSAGES.required,
): string | null {
  if (!name.trim() || !password) return requiredMessage;
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordMin;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordMax;
  if (name.trim().length > NAME_MAX) return MESSAGES.nameTooLong;
  return null;
}

/** Responses under this name, compared as the server compares (trimmed, NFC, any case). */
export function responsesNamed<R extends { name: string }>(responses: R[], name: string): R[] {
  const key = nameKey(name);
  return responses.filter((response) => nameKey(response.name) === key);
}

/**
 * Checks the form before it is sent (spec section 5): the credentials, the message length,
 * and the name against the list — a new sign-up may not reuse a name unless the event allows
 * it, an edit or cancellation must name someone on the list.
 */
export function responseFormError(
  values: Pick<ResponseFormValues, "name" | "password" | "message">,
  mode: FormMode,
  event: Known,
  requiredMessage: string = MESSAGES.required,
): string | null {
  const credentials = credentialsError(values.name, values.password, requiredMessage);
  if (credentials) return credentials;
  if (mode !== "delete" && values.message.trim().length > MESSAGE_MAX) {
    return MESSAGES.messageTooLong;
  }
  const taken = responsesNamed(event.responses, values.name).length > 0;
  if (mode === "new" && taken && !event.allow_duplicate) return MESSAGES.nameExists;
  if (mode !== "new" && !taken) return MESSAGES.nameUnknown;
  return null;
}

/** Message trimmed; omitted when empty (spec section 5). */
export function trimmedMessage(message: string): string | undefined {
  const trimmed = message.trim();
  return trimmed ? trimmed : undefined;
}

type Counts = Pick<EventPublicView, "max_participants" | "attending_count" | "waiting_count">;

/** No free seat: the maximum is reached, or people already wait (they come first). */
export const isFull = (event: Counts) =>
  event.max_participants !== null &&
  (event.attending_count >= event.max_participants || event.waiting_count > 0);

export type StatusOption = { value: ResponseStatus; label: string };

const WAIT: StatusOption = { value: "waiting", label: "대기 신청" };
const ATTEND: StatusOption = { value: "attending", label: STATUS_LABELS.attending };
const OTHERS: StatusOption[] = [
  { value: "not_attending", label: STATUS_LABELS.not_attending },
  { value: "maybe", label: STATUS_LABELS.maybe },
];

/**
 * The statuses the form offers (spec section 4). A new sign-up gets only 참석 while a seat is
 * free and only 대기 신청 once the event is full. An edit keeps the person's seat or place in
 * the queue, and offers 불참 and 미정 besides.
 */
export function statusOptions(
  mode: FormMode,
  event: Counts,
  current?: ResponseStatus,
): StatusOption[] {
  if (mode === "delete") return [];
  const seat = isFull(event) ? WAIT : ATTEND;
  if (mode === "new") return [seat];
  if (current === "attending") return [ATTEND, ...OTHERS];
  if (current === "waiting") return [{ value: "waiting", label: "대기 유지" }, ...OTHERS];
  return [seat, ...OTHERS];
}

/** The selected status, or the first offered one when it is no longer offered. */
export function offeredStatus(
  selected: ResponseStatus | "",
  options: StatusOption[],
): ResponseStatus | "" {
  if (options.some((option) => option.value === selected)) return selected;
  return options[0]?.value ?? "";
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

/** The reply in the page's words, for the success toast and the notice under the form. */
export function successMessage(
  action: ResponseAction,
  reply: {
    message: string;
    promoted: string[];
    response?: { status: ResponseStatus };
    waiting_position?: number | null;
  },
): string {
  const promoted =
    reply.promoted.length > 0
      ? ` 대기 중이던 ${reply.promoted.join(", ")}님이 참석으로 확정되었습니다.`
      : "";
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
