import { ApiError } from "../../lib/error-detail";

/** Event screens speak Korean (spec section 8); the server's own detail wins when it has one. */
export function eventErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "네트워크 오류가 발생했습니다. 연결을 확인해주세요.";
  if (error.detail) return error.detail;
  if (error.status === 0) return "네트워크 오류가 발생했습니다. 연결을 확인해주세요.";
  if (error.status === 401) return "로그인이 필요합니다.";
  if (error.status === 403) return "권한이 없습니다.";
  if (error.status === 404) return "요청한 정보를 찾을 수 없습니다.";
  if (error.status === 422) return "입력한 정보를 확인해주세요.";
  if (error.status >= 500) return "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";
  return "요청을 처리하지 못했습니다.";
}
