import type { ResponseStatus } from "#contract/response-rules";
import { promotionText } from "../../../lib/promotion-text";
import { STATUS_LABELS } from "../../../lib/response-status";
import type { ResponseAction } from "../public-response-rules";

/**
 * The reply in the page's words; who was promoted or offered a seat comes from the reply's
 * lists. Not after a cancellation: whoever got the seat is none of the leaver's business.
 */
export function successMessage(
  action: ResponseAction,
  reply: {
    promoted: string[];
    /** Who was offered the seats this answer freed (absent from older replies). */
    offered?: string[];
    response?: { status: ResponseStatus };
    waiting_position?: number | null;
  },
): string {
  if (action === "delete") return "응답이 취소되었습니다.";
  const freed = promotionText(reply.promoted, reply.offered);
  const promoted = freed ? ` ${freed}` : "";
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
