import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PollDetail, PollPublicView } from "#contract/polls";
import type { LiveStatus } from "../../../../lib/live-status";
import { pollKeys } from "../poll-keys";

/** While the socket is down the poll is read at this pace, as an event's page is. */
const READ_EVERY_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;
/** The poll's live object closes a socket beyond its bound with 1013 (worker/polls/poll-live.ts). */
const BUSY = 1013;

/** The socket's one message: the poll as everyone sees it, after a vote or a change. */
type PollMessage = { type: "poll"; poll: PollPublicView };

/**
 * The counts of a newer message over the organiser's poll at once; the votes, which the public
 * view leaves out under `hidden`, come with the read that follows.
 */
function withCounts(current: PollDetail | undefined, poll: PollPublicView) {
  if (!current || current.version >= poll.version) return current;
  const { options, voter_count, closed_at, erased_at, event_id, chosen_option_id, version } = poll;
  const counts = { options, voter_count, closed_at, erased_at, event_id, chosen_option_id };
  return { ...current, ...counts, version };
}

/**
 * Keeps the tally page's poll fresh through GET /polls/{id}/live: each message's counts go
 * into the poll's query and the poll is read again for its votes. While the socket is down the
 * page reads the poll every few seconds and tries again with a growing wait, as an event's
 * responses page does (lib/live-connection.ts).
 */
export function useLivePoll(pollId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!pollId) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    const key = pollKeys.detail(pollId);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

    const connect = () => {
      if (stopped) return;
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      const opened = new WebSocket(`${scheme}://${location.host}/api/v1/polls/${pollId}/live`);
      socket = opened;
      opened.onopen = () => {
        attempt = 0;
        setStatus("live");
        // Back after an outage: votes may have come meanwhile, so the poll is read once now.
        if (pollTimer !== undefined) {
          clearInterval(pollTimer);
          pollTimer = undefined;
          refresh();
        }
      };
      opened.onmessage = (event: MessageEvent) => {
        if (typeof event.data !== "string") return;
        try {
          const message = JSON.parse(event.data) as PollMessage;
          if (message.type !== "poll") return;
          queryClient.setQueryData<PollDetail>(key, (current) => withCounts(current, message.poll));
          refresh();
        } catch {
          // A message this page cannot read is skipped; the next read carries it all.
        }
      };
      // The object only talks: no pings are sent, which would wake it from hibernation for
      // nothing; a connection dropped while idle comes back through the retry.
      opened.onclose = (event: CloseEvent) => {
        if (socket === opened) socket = null;
        if (stopped) return;
        setStatus(event?.code === BUSY ? "busy" : "offline");
        pollTimer ??= setInterval(refresh, READ_EVERY_MS);
        const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
        retryTimer = setTimeout(connect, wait * (0.5 + Math.random() / 2));
      };
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pollTimer);
      socket?.close();
    };
  }, [pollId, queryClient]);

  return status;
}
