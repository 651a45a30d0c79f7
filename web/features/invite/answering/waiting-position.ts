import type { ResponseStatus } from "#contract/events";

/** 1-based place of a response in the waiting list (the snapshot lists it in room order). */
export function waitingPosition(
  responses: { id: string; status: ResponseStatus }[],
  responseId: string,
): number | null {
  const waiting = responses.filter((response) => response.status === "waiting");
  const index = waiting.findIndex((response) => response.id === responseId);
  return index === -1 ? null : index + 1;
}
