/**
 * What a refusal says on the event screens and the invite pages, in Korean,
 * read from its code and never from the server's English. The account screens keep the
 * server's own detail (lib/error-detail.ts's toastDetail), as the FastAPI template's screens do.
 */
import type { ErrorCode } from "#contract/error-codes";
import { type FieldProblem, RESPONSE_LIMITS } from "#contract/response-rules";
import { ApiError } from "./error-detail";
import { EVENT_CODES, type EventErrorCode } from "./known-codes";
import { NETWORK_ERROR_TEXT } from "./network-text";

const SERVER = "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";
const NOT_FOUND = "요청한 정보를 찾을 수 없습니다.";
const CHECK_INPUT = "입력한 정보를 확인해주세요.";
const RELOAD = "페이지를 새로고침한 뒤 다시 시도해주세요.";

/** 'N분 뒤에' from Retry-After (seconds), rounded up; '잠시 후' when the server gave none. */
function whenToRetry(seconds: number | null): string {
  return seconds === null ? "잠시 후" : `${Math.max(1, Math.ceil(seconds / 60))}분 뒤에`;
}

/**
 * Every code the event screens and invite pages can meet (known-codes.ts lists them, and the
 * compiler holds that list to the contract's): a new one does not build without its Korean.
 */
export const ERROR_TEXT: Record<EventErrorCode, string | ((error: ApiError) => string)> = {
  validation_failed: CHECK_INPUT,
  body_too_large: "보낸 내용이 너무 깁니다. 메시지를 줄여서 다시 시도해주세요.",
  not_found: NOT_FOUND,
  expected_websocket: `실시간 연결을 열지 못했습니다. ${RELOAD}`,
  server_misconfigured:
    "서버 설정에 문제가 있어 요청을 처리하지 못했습니다. 주최자에게 알려주세요.",
  internal_error: SERVER,
  not_authenticated: "로그인이 필요합니다.",
  invalid_access_token: "로그인이 만료되었습니다. 다시 로그인해주세요.",
  not_enough_privileges: "권한이 없습니다.",
  inactive_user: "비활성화된 계정입니다. 관리자에게 문의해주세요.",
  event_not_found: "모임을 찾을 수 없습니다. 삭제되었거나 링크가 잘못되었을 수 있습니다.",
  response_not_found: "등록되지 않은 이름입니다. 이름을 다시 확인해주세요.",
  response_link_invalid:
    "이 응답 링크는 더 이상 열리지 않습니다. 새 링크가 만들어졌거나 응답이 취소되었을 수 있어요. 이름과 비밀번호로 열어주세요.",
  check_in_pass_invalid:
    "이 입장 QR로는 입장할 수 없어요. 응답 링크가 새로 만들어졌거나 응답이 취소되었을 수 있어요. 이름으로 찾아 주세요.",
  response_exists: "이미 등록된 이름입니다.",
  invalid_credentials: "비밀번호가 올바르지 않습니다.",
  deadline_passed: "응답 마감시간이 지났습니다.",
  event_ended: "이미 끝난 모임이라 응답을 받지 않습니다.",
  event_full: "최대 참석자 수에 도달했습니다.",
  response_locked: (error) =>
    `비밀번호를 여러 번 틀려 이 응답이 잠시 잠겼습니다. ${whenToRetry(error.retryAfter)} 다시 시도해주세요.`,
  too_many_submissions: (error) =>
    `같은 네트워크에서 이 모임에 보낸 응답이 너무 많습니다. ${whenToRetry(error.retryAfter)} 다시 시도해주세요.`,
  response_changed: "그사이 이 응답이 바뀌었습니다. 목록을 확인한 뒤 다시 시도해주세요.",
  idempotency_key_reused: `같은 신청이 다른 내용으로 다시 보내졌습니다. ${RELOAD}`,
  invalid_live_ticket: `실시간 연결이 만료되었습니다. ${RELOAD}`,
  push_unavailable: "이 서버에서는 알림을 보낼 수 없습니다. 주최자에게 알려주세요.",
  too_many_announcements: (error) =>
    `공지는 10분에 한 번 보낼 수 있어요. ${whenToRetry(error.retryAfter)} 다시 보내주세요.`,
  announcement_not_correctable: "공지는 보낸 뒤 10분 안에 세 번까지 고칠 수 있어요.",
  no_email_channel: "이 응답에는 확인된 알림 이메일이 없어 메일을 보낼 수 없어요.",
  too_many_emails: (error) =>
    `이 응답에는 방금 메일을 보냈어요. ${whenToRetry(error.retryAfter)} 다시 보내주세요.`,
  host_exists: "이미 이 모임의 운영진이에요. 역할은 목록에서 바꿀 수 있어요.",
  host_is_owner: "모임을 만든 분은 운영진으로 추가할 수 없어요.",
  host_not_found: "이 모임의 운영진이 아니에요. 목록을 새로고침해 주세요.",
  host_invitation_not_found: "이미 처리되었거나 취소된 초대예요. 목록을 새로고침해 주세요.",
  host_invitation_invalid:
    "운영진 초대 링크가 맞지 않아요. 초대 메일을 받은 주소로 가입했는지, 14일이 지나지 않았는지 확인해 주세요.",
  invitations_throttled: (error) =>
    `초대 메일을 너무 많이 보냈어요. ${whenToRetry(error.retryAfter)} 다시 보내 주세요.`,
  response_not_attending: "참석으로 응답한 분만 입장 처리할 수 있어요.",
};

/** The response rules' problems (a 422 issue's type, or the forms' own checks). */
export const FIELD_PROBLEM_TEXT: Record<FieldProblem, string> = {
  // One sentence for both; the field marked says which is missing.
  name_required: "이름과 비밀번호를 입력해주세요.",
  password_required: "이름과 비밀번호를 입력해주세요.",
  name_too_long: `이름은 최대 ${RESPONSE_LIMITS.nameMax}자까지 가능합니다.`,
  name_invalid_characters: "이름에 보이지 않는 문자나 쓸 수 없는 문자가 들어 있습니다.",
  password_too_short: `비밀번호는 최소 ${RESPONSE_LIMITS.passwordMin}자 이상이어야 합니다.`,
  password_too_long: `비밀번호는 최대 ${RESPONSE_LIMITS.passwordMax}자까지 가능합니다.`,
  password_invalid_characters: "비밀번호에 쓸 수 없는 문자가 들어 있습니다.",
  message_too_long: `메시지는 최대 ${RESPONSE_LIMITS.messageMax}자까지 가능합니다.`,
  message_invalid_characters: "메시지에 쓸 수 없는 제어 문자가 들어 있습니다.",
  too_many_guests: "이 모임에서 데려올 수 있는 동반 인원보다 많습니다. 동반 인원을 줄여주세요.",
  email_invalid: "이메일 주소를 확인해 주세요.",
};

/** For a server that names no code (an older Worker): the status's Korean. */
export function statusText(status: number, retryAfter: number | null = null): string {
  if (status === 0) return NETWORK_ERROR_TEXT;
  if (status === 401) return "로그인이 필요합니다.";
  if (status === 403) return "권한이 없습니다.";
  if (status === 404) return NOT_FOUND;
  if (status === 409) return "그사이 내용이 바뀌었습니다. 다시 시도해주세요.";
  if (status === 413) return ERROR_TEXT.body_too_large as string;
  if (status === 422) return CHECK_INPUT;
  if (status === 429) return `요청이 너무 많습니다. ${whenToRetry(retryAfter)} 다시 시도해주세요.`;
  if (status >= 500) return SERVER;
  return "요청을 처리하지 못했습니다.";
}

const isEventCode = (code: ErrorCode): code is EventErrorCode =>
  (EVENT_CODES as readonly ErrorCode[]).includes(code);

/** What a failed call says on an event screen or invite page. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_ERROR_TEXT;
  if (error.code && isEventCode(error.code)) {
    const text = ERROR_TEXT[error.code];
    return typeof text === "function" ? text(error) : text;
  }
  return statusText(error.status, error.retryAfter);
}
