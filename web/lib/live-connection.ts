import type { QueryClient } from "@tanstack/react-query";
import type { EventPublicView } from "#contract/events";
import type { LiveMessage } from "#contract/live";
import { LIVE_PING, LIVE_PONG } from "#contract/live-protocol";
import { api, unwrap } from "./api-client";
import { eventKeys } from "./event-keys";
import type { LiveStatus } from "./use-live-event";

/** POST /events/{id}/live-ticket: lets the organiser's socket in without a token in its URL. */
const requestLiveTicket = (eventId: string) =>
  unwrap(api.events[":event_id"]["live-ticket"].$post({ param: { event_id: eventId } }));

/** While the socket is down the view polls at this pace, so it never goes stale for long. */
export const POLL_INTERVAL_MS = 5_000;
const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

type LiveOptions = {
  eventId: string;
  organiser: boolean;
  queryClient: QueryClient;
  onStatus: (status: LiveStatus | ((current: LiveStatus) => LiveStatus)) => void;
};

/**
 * Subscribes to an event's room (useLiveEvent loads this once a page is up: it is not needed
 * for the first paint). Snapshots go into the public query, and for the organiser the response
 * list and stats into theirs; older revisions never overwrite newer ones. When the socket
 * drops, it reconnects with backoff and polls meanwhile. Answers how to stop.
 */
export function openLiveConnection({
  eventId,
  organiser,
  queryClient,
  onStatus,
}: LiveOptions): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let organiserRevision = -1;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
    if (organiser) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.stats(eventId) });
    }
  };
  const startPolling = () => {
    pollTimer ??= setInterval(refresh, POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const receive = (message: LiveMessage) => {
    if (message.type === "snapshot") {
      queryClient.setQueryData<EventPublicView>(eventKeys.publicView(eventId), (current) =>
        current && current.revision > message.snapshot.revision ? current : message.snapshot,
      );
    } else if (message.type === "organiser" && message.revision >= organiserRevision) {
      organiserRevision = message.revision;
      queryClient.setQueryData(eventKeys.responses(eventId), message.responses);
      queryClient.setQueryData(eventKeys.stats(eventId), message.stats);
    } else if (message.type === "deleted") {
      stopped = true;
      stopPolling();
      onStatus("deleted");
      refresh();
    }
  };

  const scheduleRetry = () => {
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  };

  async function connect() {
    clearTimeout(retryTimer);
    if (stopped || socket) return;
    onStatus((current) => (current === "live" ? "connecting" : current));
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    let url = `${scheme}://${location.host}/api/v1/events/${eventId}/live`;
    if (organiser) {
      try {
        const { ticket } = await requestLiveTicket(eventId as string);
        url += `?ticket=${encodeURIComponent(ticket)}`;
      } catch {
        onStatus("offline");
        startPolling();
        return scheduleRetry();
      }
    }
    if (stopped) return;
    const opened = new WebSocket(url);
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      onStatus("live");
      stopPolling();
      pingTimer = setInterval(() => opened.send(LIVE_PING), PING_INTERVAL_MS);
    };
    opened.onmessage = (event) => {
      if (typeof event.data !== "string" || event.data === LIVE_PONG) return;
      try {
        receive(JSON.parse(event.data) as LiveMessage);
      } catch {
        // A message this client cannot read is skipped; the next snapshot carries it all.
      }
    };
    opened.onclose = () => {
      clearInterval(pingTimer);
      if (socket === opened) socket = null;
      if (stopped) return;
      onStatus("offline");
      startPolling();
      scheduleRetry();
    };
  }

  // Back online: try at once instead of waiting out the backoff.
  const onOnline = () => {
    attempt = 0;
    void connect();
  };
  window.addEventListener("online", onOnline);
  void connect();

  return () => {
    stopped = true;
    window.removeEventListener("online", onOnline);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    stopPolling();
    socket?.close();
  };
}
