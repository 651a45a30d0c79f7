import type { QueryClient } from "@tanstack/react-query";
import type { LiveMessage } from "#contract/live";
import type { EventPublicView } from "#contract/public-view";
import { api, unwrap } from "./api-client";
import { eventKeys } from "./event-keys";
import { openLiveSocket } from "./live-socket";
import type { LiveStatus } from "./live-status";

export { BUSY_POLL_INTERVAL_MS, BUSY_RETRY_MS, POLL_INTERVAL_MS } from "./live-socket";

/** POST /events/{id}/live-ticket: lets the organiser's socket in without a token in its URL. */
const requestLiveTicket = (eventId: string) =>
  unwrap(api.events[":event_id"]["live-ticket"].$post({ param: { event_id: eventId } }));

type LiveOptions = {
  eventId: string;
  organiser: boolean;
  queryClient: QueryClient;
  onStatus: (status: LiveStatus | ((current: LiveStatus) => LiveStatus)) => void;
};

/**
 * Subscribes to an event's room (useLiveEvent loads this once a page is up: it is not needed
 * for the first paint). Snapshots go into the public query, and for the organiser the response
 * list and stats into theirs; older revisions never overwrite newer ones. The socket's own
 * life (reconnects, polling while down) is live-socket.ts's. Returns how to stop.
 */
export function openLiveConnection({
  eventId,
  organiser,
  queryClient,
  onStatus,
}: LiveOptions): () => void {
  let organiserRevision = -1;
  const live = `/api/v1/events/${eventId}/live`;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
    if (organiser) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.stats(eventId) });
    }
  };

  /** True for the room's word that the event is gone. */
  const receive = (data: unknown) => {
    const message = data as LiveMessage;
    if (message.type === "snapshot") {
      queryClient.setQueryData<EventPublicView>(eventKeys.publicView(eventId), (current) =>
        current && current.revision > message.snapshot.revision ? current : message.snapshot,
      );
    } else if (message.type === "organiser" && message.revision >= organiserRevision) {
      organiserRevision = message.revision;
      queryClient.setQueryData(eventKeys.responses(eventId), message.responses);
      queryClient.setQueryData(eventKeys.stats(eventId), message.stats);
    }
    return message.type === "deleted";
  };

  return openLiveSocket({
    path: organiser
      ? async () => {
          const { ticket } = await requestLiveTicket(eventId);
          return `${live}?ticket=${encodeURIComponent(ticket)}`;
        }
      : () => live,
    receive,
    refresh,
    onStatus,
  });
}
