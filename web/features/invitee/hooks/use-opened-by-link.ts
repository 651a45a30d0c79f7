import { useEffect, useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { networkErrorText } from "../../../lib/network-text";
import { toast } from "../../../lib/toasts";
import { type Linked, takeKey } from "../response-link";
import { loadAnswering } from "../sending/load-answering";

/**
 * A page opened from a personal link ('내 응답 링크', the key in the address's fragment): asks
 * the room for the response it names and opens the form to change it, the key standing in for
 * the password. The key leaves the address bar as soon as it is read, kept by the page for a
 * reload (response-link.ts). A link that no longer opens anything says so, and is forgotten.
 */
export function useOpenedByLink(
  eventId: string,
  edit: (response: ResponsePublic) => void,
): Linked | null {
  const [linked, setLinked] = useState<Linked | null>(null);
  useEffect(() => {
    const key = takeKey();
    if (!key) return;
    let left = false;
    loadAnswering().then(
      async (answering) => {
        const response = await answering.openByLink(eventId, key);
        if (left || !response) return;
        setLinked({ ...response, key });
        edit(response);
      },
      // Not even the code that opens it arrived.
      () => toast.error(networkErrorText()),
    );
    return () => {
      left = true;
    };
  }, [eventId, edit]);
  return linked;
}
