import type { QueryClient } from "@tanstack/react-query";
import { eventKeys } from "../../../lib/event-keys";
import { eraseMyResponse } from "../api/response-calls";
import { forgetResponse } from "./write";

/**
 * '내 정보 삭제' with the key this browser keeps: the response and everything kept about it go,
 * this browser forgets it, and the page reads the event again.
 */
export async function eraseMine(
  queryClient: QueryClient,
  eventId: string,
  key: string,
  responseId: string,
): Promise<void> {
  await eraseMyResponse(eventId, key);
  forgetResponse(eventId, (entry) => entry.id === responseId);
  await queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
}
