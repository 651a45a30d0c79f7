import { useEffect, useState } from "react";
import type { EventPublicView, ResponsePublic } from "#contract/events";
import { toast } from "../../../lib/toasts";
import {
  forgetResponse,
  type MyResponse,
  readMyResponses,
  rememberResponse,
} from "../my-responses";
import { waitingPosition } from "../public-response-rules";

export type Standing = { entry: MyResponse; response: ResponsePublic; position: number | null };

/**
 * This browser's responses as the latest snapshot shows them, with each waiting one's place in
 * the queue; and the names promoted from waiting to attending since the page last looked.
 */
export function useMyStanding(
  eventId: string,
  view: EventPublicView | undefined,
  mine: MyResponse[],
) {
  const [promoted, setPromoted] = useState<string[]>([]);

  useEffect(() => {
    if (!view) return;
    // Read afresh, not from the render: the check must not count one promotion twice.
    for (const entry of readMyResponses(eventId)) {
      if (view.revision < entry.revision) continue; // An older snapshot: it cannot know yet.
      const response = view.responses.find((candidate) => candidate.id === entry.id);
      if (!response) {
        forgetResponse(eventId, (stored) => stored.id === entry.id);
        continue;
      }
      if (response.status === entry.status && response.name === entry.name) continue;
      if (entry.status === "waiting" && response.status === "attending") {
        setPromoted((names) => [...names, response.name]);
        toast.success(`${response.name}님, 대기에서 참석으로 확정되었습니다!`, "참석 확정");
      }
      rememberResponse(eventId, {
        ...entry,
        name: response.name,
        status: response.status,
        revision: view.revision,
      });
    }
  }, [eventId, view]);

  const standing: Standing[] = [];
  if (view) {
    for (const entry of mine) {
      const response = view.responses.find((candidate) => candidate.id === entry.id);
      if (response) {
        standing.push({ entry, response, position: waitingPosition(view.responses, response.id) });
      }
    }
  }
  return {
    standing,
    promoted,
    dismissPromoted: () => setPromoted([]),
  };
}
