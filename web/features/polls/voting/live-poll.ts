import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PollPublicView } from "#contract/polls";
import { openLiveSocket } from "../../../lib/live-socket";
import type { LiveStatus } from "../../../lib/live-status";
import { newerView, pollKeys } from "./poll-query";

/** A message of the poll's socket: the whole public view, with its version. */
type PollMessage = { type: "poll"; poll: PollPublicView };

/** Listens to a poll's votes: each message's view goes into the page's query, newer only. */
export function openLivePoll(
  pollId: string,
  queryClient: QueryClient,
  onStatus: Parameters<typeof openLiveSocket>[0]["onStatus"],
) {
  const key = pollKeys.publicView(pollId);
  return openLiveSocket({
    path: () => `/api/v1/polls/${encodeURIComponent(pollId)}/live`,
    receive: (data) => {
      const message = data as PollMessage;
      if (message?.type === "poll" && message.poll?.id === pollId) {
        queryClient.setQueryData<PollPublicView>(key, (current) =>
          newerView(current, message.poll),
        );
      }
      return false;
    },
    refresh: () => void queryClient.invalidateQueries({ queryKey: key }),
    onStatus,
  });
}

/** The poll page's live status; none for a poll that is not there. */
export function useLivePoll(pollId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  useEffect(() => {
    if (!pollId) return;
    return openLivePoll(pollId, queryClient, setStatus);
  }, [pollId, queryClient]);
  return status;
}
