import type { ResponseStatus } from "#contract/response-rules";

/** Each status in the product's words: the organiser's screens, the invite pages, the CSV. */
export const STATUS_LABELS: Record<ResponseStatus, string> = {
  attending: "참석",
  not_attending: "불참",
  maybe: "미정",
  waiting: "대기",
};

/** The badge colour of each status, the same on every screen. */
export const STATUS_TONES: Record<ResponseStatus, string> = {
  attending: "badge-success",
  waiting: "badge-info",
  maybe: "badge-warning",
  not_attending: "badge-error badge-soft",
};
