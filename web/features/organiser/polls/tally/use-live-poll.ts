import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PollDetail, PollPublicView } from "#contract/polls";
import { openLiveSocket } from "../../../../lib/live-socket";
import type { LiveStatus } from "../../../../lib/live-status";
import { pollKeys } from "../poll-keys";

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
 * Keeps the tally page's poll fresh through GET /polls/{id}/live, on the pages' one live socket
 * (lib/live-socket.ts: its pings, reconnecting, reading while down): each message's counts go
 * into the poll's query and the poll is read again for its votes.
 */
export function useLivePoll(pollId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!pollId) return;
    const key = pollKeys.detail(pollId);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    return openLiveSocket({
      path: () => `/api/v1/polls/${encodeURIComponent(pollId)}/live`,
      receive: (data) => {
        const message = data as PollMessage;
        if (message?.type === "poll" && message.poll?.id === pollId) {
          queryClient.setQueryData<PollDetail>(key, (current) => withCounts(current, message.poll));
          refresh();
        }
        return false;
      },
      refresh,
      // The poll's live object keeps no view to greet a page with: a vote between the page's
      // read and the socket's opening would otherwise stay missing, so each opening reads once.
      onStatus: (next) => {
        if (next === "live") refresh();
        setStatus(next);
      },
    });
  }, [pollId, queryClient]);

  return status;
}
