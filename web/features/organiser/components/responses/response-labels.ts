import type { ResponseStatus } from "#contract/responses";

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
