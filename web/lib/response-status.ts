import type { ResponseStatus } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { formatShortDateTime } from "./dates";

/**
 * Each status in the product's words: the organiser's screens, the invite pages, the CSV. Each
 * is read when it is shown (a getter), so it follows the reader's language.
 */
export const STATUS_LABELS: Readonly<Record<ResponseStatus, string>> = {
  get attending() {
    return m.common_status_attending();
  },
  get not_attending() {
    return m.common_status_not_attending();
  },
  get maybe() {
    return m.common_status_maybe();
  },
  get waiting() {
    return m.common_status_waiting();
  },
  get offered() {
    return m.common_status_offered();
  },
};

/**
 * A response's status in words: an offer that lapsed with no reply reads '제안 만료', not 불참 (the
 * invitee never declined; the room sets `offer_lapsed_at` only while it is not_attending).
 */
export const statusLabel = (
  response: Pick<ResponsePublic, "status"> & Partial<Pick<ResponsePublic, "offer_lapsed_at">>,
) => (response.offer_lapsed_at ? m.common_status_offer_lapsed() : STATUS_LABELS[response.status]);

/** The badge colour of each status, the same on every screen. */
export const STATUS_TONES: Record<ResponseStatus, string> = {
  attending: "badge-success",
  waiting: "badge-info",
  maybe: "badge-warning",
  not_attending: "badge-error badge-soft",
  offered: "badge-success badge-soft",
};

/**
 * An open offer and when it lapses, on the event's clock: '자리 제안 중 · 11월 27일 오후 3:00까지'
 * (without the time while the page does not know it yet).
 */
export const offerLabel = (expires?: string | null, zone?: string) =>
  expires
    ? m.common_offer_open_until({ date: formatShortDateTime(expires, zone) })
    : m.common_offer_open();
