import type { QueryClient } from "@tanstack/react-query";
import type { PollPublicView } from "#contract/polls";
import { openLiveSocket } from "../../../lib/live-socket";
import { newerView, pollKeys } from "./poll-query";

/** A message of the poll's socket: the whole public view, with its version. */
type PollMessage = { type: "poll"; poll: PollPublicView };

/**
 * Listens to a poll's votes: each message's view goes into the page's query, newer only. Loaded
 * once the page is up (use-live-poll.ts): the first paint does not wait for it.
 */
export function openLivePoll(
  pollId: string,
  queryClient: QueryClient,
  onStatus: Parameters<typeof openLiveSocket>[0]["onStatus"],
) {
  const key = pollKeys.publicView(pollId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
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
    refresh,
    // The poll's live object keeps no view to greet a page with, so a vote cast between the
    // page's read (the Worker's render, seconds before on a slow phone) and the socket's
    // opening would never reach it: each opening reads the poll once.
    onStatus: (status) => {
      if (status === "live") refresh();
      onStatus(status);
    },
  });
}
