import {
  LIVE_BUSY_CLOSE_CODE,
  LIVE_ENDED_CLOSE_CODE,
  LIVE_PING,
  LIVE_PONG,
} from "#contract/live-protocol";
import type { LiveStatus } from "./live-status";

/** While the socket is down the page polls at this pace, so it never goes stale for long. */
export const POLL_INTERVAL_MS = 5_000;
const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
/**
 * When the server is busy (it closed the socket with LIVE_BUSY_CLOSE_CODE: too many pages
 * listen already), the page polls at this slower pace and tries the socket again after
 * BUSY_RETRY_MS, doubling up to BUSY_MAX_RETRY_MS: a crowd refused at once does not come back at
 * once, nor poll the server hard meanwhile.
 */
export const BUSY_POLL_INTERVAL_MS = 30_000;
export const BUSY_RETRY_MS = 60_000;
const BUSY_MAX_RETRY_MS = 10 * 60_000;

export type LiveSocketOptions = {
  /** The socket's path (`/api/v1/…/live`, with a ticket if it needs one); throws: offline. */
  path: () => string | Promise<string>;
  /** A message as sent; true when it ends the page's link for good (the thing is gone). */
  receive: (message: unknown) => boolean | undefined;
  /** Read again over HTTP: while the socket is down, and once when it ends. */
  refresh: () => void;
  onStatus: (status: LiveStatus | ((current: LiveStatus) => LiveStatus)) => void;
};

/**
 * A page's live socket, whatever it listens to (an event's room, a poll): connects, keeps the
 * link alive with pings, reconnects with backoff when it drops and polls meanwhile, backs off
 * further when the server is busy, and tries at once when the browser is back online. Returns
 * how to stop.
 */
export function openLiveSocket({ path, receive, refresh, onStatus }: LiveSocketOptions) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let busyAttempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pollEvery = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

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
  /** No more listening: the thing listened to is gone, or no longer this page's to hear. */
  const end = (status: LiveStatus) => {
    stopped = true;
    stopPolling();
    onStatus(status);
    refresh();
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
    let address: string;
    try {
      // A plain path opens the socket in this very task, as a page's first render expects.
      const given = path();
      address = typeof given === "string" ? given : await given;
    } catch {
      onStatus("offline");
      startPolling();
      return scheduleRetry();
    }
    if (stopped) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const opened = new WebSocket(`${scheme}://${location.host}${address}`);
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
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        // A message this client cannot read is skipped; the next one carries it all.
        return;
      }
      if (receive(message)) end("deleted");
    };
    opened.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket === opened) socket = null;
      if (stopped) return;
      // No longer this page's to hear (an organiser no longer a host): a new try would be
      // refused. One last read shows the page why.
      if (event?.code === LIVE_ENDED_CLOSE_CODE) return end("offline");
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
