import type { ResponseStatus } from "#contract/response-rules";
import { m } from "#messages";
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
  if (action === "delete") return m.invitee_cancelled();
  const freed = promotionText(reply.promoted, reply.offered);
  const promoted = freed ? ` ${freed}` : "";
  const status = reply.response?.status;
  const place =
    status === "waiting"
      ? reply.waiting_position
        ? m.invitee_waitlisted_place({ place: reply.waiting_position })
        : m.invitee_waitlisted()
      : null;
  if (action === "submit") {
    if (place) return place;
    if (status === "attending") return m.invitee_attending_registered();
    return m.invitee_reply_registered();
  }
  const changed = place ?? m.invitee_reply_changed({ status: status ? STATUS_LABELS[status] : "" });
  return `${changed}${promoted}`;
}
