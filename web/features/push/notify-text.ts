import { ApiError } from "../../lib/error-detail";
import { NETWORK_ERROR_TEXT } from "../../lib/network-text";
import { loadAnswering } from "../invitee";

/** What the notify control says when it cannot turn notifications on or off, in Korean. */

export const BLOCKED_TEXT =
  "알림이 차단되어 있어요. 주소창 왼쪽의 사이트 정보 아이콘이나 브라우저 설정 > 사이트 설정에서 이 사이트의 알림을 '허용'으로 바꾼 뒤 다시 눌러주세요. 홈 화면에 추가한 앱이라면 기기의 설정 > 알림에서 허용할 수 있어요.";

export const NOT_ALLOWED_TEXT = "알림을 허용해야 받을 수 있어요. 다시 눌러 '허용'을 선택해주세요.";

const BROWSER_FAILED_TEXT = "이 브라우저에서 알림을 켜지 못했습니다. 잠시 후 다시 시도해주세요.";

/**
 * A refusal in the invite page's own words (the same as '내 응답 링크' and the forms: a wrong
 * password, a locked response, a passed deadline); a browser's own failure (its push service
 * unreachable) in a sentence of ours.
 */
export async function problemText(error: unknown): Promise<string> {
  if (!(error instanceof ApiError)) return BROWSER_FAILED_TEXT;
  const answering = await loadAnswering().catch(() => null);
  return answering?.refusalProblem(error, "modify").text ?? NETWORK_ERROR_TEXT;
}
