import type { QueryClient } from "@tanstack/react-query";
import type { LiveMessage } from "#contract/live";
import {
  LIVE_BUSY_CLOSE_CODE,
  LIVE_ENDED_CLOSE_CODE,
  LIVE_PING,
  LIVE_PONG,
} from "#contract/live-protocol";
import type { EventPublicView } from "#contract/public-view";
import { api, unwrap } from "./api-client";
import { eventKeys } from "./event-keys";
import type { LiveStatus } from "./live-status";

/** POST /events/{id}/live-ticket: lets the organiser's socket in without a token in its URL. */
const requestLiveTicket = (eventId: string) =>
  unwrap(api.events[":event_id"]["live-ticket"].$post({ param: { event_id: eventId } }));

/** While the socket is down the view polls at this pace, so it never goes stale for long. */
export const POLL_INTERVAL_MS = 5_000;
const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
/**
 * When the room is busy (it closed the socket with LIVE_BUSY_CLOSE_CODE: too many pages listen
 * already), the page polls at this slower pace and tries the socket again after
 * BUSY_RETRY_MS, doubling up to BUSY_MAX_RETRY_MS: a crowd refused at once does not come back at
 * once, nor poll the room hard meanwhile.
 */
export const BUSY_POLL_INTERVAL_MS = 30_000;
export const BUSY_RETRY_MS = 60_000;
const BUSY_MAX_RETRY_MS = 10 * 60_000;

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
 * drops, it reconnects with backoff and polls meanwhile. Returns how to stop.
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
  let busyAttempt = 0;
  let organiserRevision = -1;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pollEvery = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
    if (organiser) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.stats(eventId) });
    }
  };
  const startPolling = (every = POLL_INTERVAL_MS) => {
    if (pollTimer !== undefined && pollEvery === every) return;
    clearInterval(pollTimer);
    pollEvery = every;
    pollTimer = setInterval(refresh, every);
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

  const scheduleRetry = (busy = false) => {
    if (stopped) return;
    const delay = busy
      ? Math.min(BUSY_MAX_RETRY_MS, BUSY_RETRY_MS * 2 ** busyAttempt++)
      : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
    // Spread out, so pages refused together do not all come back together.
    retryTimer = setTimeout(connect, delay * (0.5 + Math.random() / 2));
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
      busyAttempt = 0;
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
    opened.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket === opened) socket = null;
      if (stopped) return;
      if (event?.code === LIVE_ENDED_CLOSE_CODE) {
        // No longer a host: a new ticket would be refused. One last read shows the page why.
        stopped = true;
        stopPolling();
        onStatus("offline");
        refresh();
        return;
      }
      const busy = event?.code === LIVE_BUSY_CLOSE_CODE;
      onStatus(busy ? "busy" : "offline");
      startPolling(busy ? BUSY_POLL_INTERVAL_MS : POLL_INTERVAL_MS);
      scheduleRetry(busy);
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
