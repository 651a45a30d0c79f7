import type { ResponseStatus } from "#contract/events";

/** The organiser's words for each status (also the CSV's). */
export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  attending: "참석",
  not_attending: "불참",
  maybe: "미정",
  waiting: "대기",
};

export const RESPONSE_STATUS_TONES: Record<ResponseStatus, string> = {
  attending: "badge-success",
  waiting: "badge-info",
  maybe: "badge-warning",
  not_attending: "badge-error badge-soft",
};

/**
 * Each waiting response's 1-based place in the queue, by the order the API lists them in
 * (the room's waiting order).
 */
export function waitingPlaces(
  responses: { id: string; status: ResponseStatus }[],
): Map<string, number> {
  const places = new Map<string, number>();
  for (const response of responses) {
    if (response.status === "waiting") places.set(response.id, places.size + 1);
  }
  return places;
}
