import { useEffect, useState } from "react";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { toast } from "../../../lib/toasts";
import { type MyResponse, readMyResponses } from "../my-responses/read";
import { forgetResponse, rememberResponse } from "../my-responses/write";
import { offerToast } from "../offers/offer-note";
import type { Linked } from "../response-link";
import { useOwnResponses } from "./use-own-responses";

/**
 * A response of this browser's, with its place in the queue while it waits and the people ahead
 * of it there (the parties ahead and their guests; 0 when it does not wait).
 */
export type MyPlace = {
  entry: MyResponse;
  response: ResponsePublic;
  position: number | null;
  peopleAhead: number;
};

/**
 * This browser's responses as the latest snapshot shows them, with each waiting one's place in
 * the queue; and the names promoted from waiting to attending since the page last looked.
 */
export function useMyPlaces(
  eventId: string,
  view: EventPublicView | undefined,
  mine: MyResponse[],
) {
  const [promoted, setPromoted] = useState<string[]>([]);
  const [lapsed, setLapsed] = useState<string[]>([]);
  const own = useOwnResponses(eventId, view, mine);

  useEffect(() => {
    if (!view) return;
    // Read afresh, not from the render: the check must not count one promotion twice.
    for (const entry of readMyResponses(eventId)) {
      const found = own.get(entry.id);
      // Not read yet, or from an older snapshot: it cannot know yet.
      if (found ? !found.seen || found.revision < entry.revision : view.revision < entry.revision)
        continue;
      if (!found) {
        // Only a snapshot that lists names says a response is gone (use-own-responses.ts).
        forgetResponse(eventId, (stored) => stored.id === entry.id);
        continue;
      }
      const { response } = found;
      if (response.status === entry.status && response.name === entry.name) continue;
      if (entry.status === "waiting" && response.status === "attending") {
        setPromoted((names) => [...names, response.name]);
        toast.success(
          m.invitee_promoted_toast({ name: response.name }),
          m.invitee_promoted_toast_title(),
        );
      }
      // A seat offered (decision 0022), and an offer that lapsed, not declined here.
      if (response.status === "offered")
        toast.success(
          offerToast(response, view.time_zone, view.time_zone_name),
          m.invitee_offer_toast_title(),
        );
      if (entry.status === "offered" && response.status === "not_attending") {
        setLapsed((ids) => [...ids, response.id]);
      }
      rememberResponse(eventId, {
        ...entry,
        name: response.name,
        status: response.status,
        revision: found.revision,
      });
    }
  }, [eventId, view, own]);

  const places: MyPlace[] = [];
  for (const entry of mine) {
    const found = own.get(entry.id);
    if (found) {
      const { response, position, peopleAhead } = found;
      places.push({ entry, response, position, peopleAhead });
    }
  }
  return {
    places,
    promoted,
    dismissPromoted: () => setPromoted([]),
    lapsed,
  };
}

/**
 * This browser's responses and the one a personal link opened on this page, which is theirs
 * here at once, before any change, with the link's key: written nowhere, so that a link opened
 * on a borrowed device leaves nothing behind (decision 0018).
 */
export function withLinked(mine: MyResponse[], linked?: Linked | null): MyResponse[] {
  if (!linked) return mine;
  const own = mine.find((entry) => entry.id === linked.id);
  if (own?.key === linked.key) return mine;
  const { id, name, status, key } = linked;
  return [
    ...mine.filter((entry) => entry !== own),
    { id, name, status, revision: 0, ...own, key, linked: true },
  ];
}
