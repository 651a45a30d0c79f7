import type { ResponseStatus } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { formatShortDateTime } from "./dates";

/** Each status in the product's words: the organiser's screens, the invite pages, the CSV. */
export const STATUS_LABELS: Record<ResponseStatus, string> = {
  attending: "참석",
  not_attending: "불참",
  maybe: "미정",
  waiting: "대기",
  offered: "자리 제안",
};

/**
 * A response's status in words: an offer that lapsed with no reply reads '제안 만료', not 불참 (the
 * invitee never declined; the room sets `offer_lapsed_at` only while it is not_attending).
 */
export const statusLabel = (
  response: Pick<ResponsePublic, "status"> & Partial<Pick<ResponsePublic, "offer_lapsed_at">>,
) => (response.offer_lapsed_at ? "제안 만료" : STATUS_LABELS[response.status]);

/** The badge colour of each status, the same on every screen. */
export const STATUS_TONES: Record<ResponseStatus, string> = {
  attending: "badge-success",
  waiting: "badge-info",
  maybe: "badge-warning",
  not_attending: "badge-error badge-soft",
  offered: "badge-success badge-soft",
};

/** What a freed seat does for the first who waits: an offer (decision 0022), or the seat itself. */
export const seatNext = (event: { promotion: string }) =>
  event.promotion === "offer" ? "자리를 제안받습니다" : "참석으로 바뀝니다";

/**
 * An open offer and when it lapses, on the event's clock: '자리 제안 중 · 11월 27일 오후 3:00까지'
 * (without the time while the page does not know it yet).
 */
export const offerLabel = (expires?: string | null, zone?: string) =>
  `자리 제안 중${expires ? ` · ${formatShortDateTime(expires, zone)}까지` : ""}`;
