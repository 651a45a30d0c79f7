import type { PollPublicView } from "#contract/polls";
import type { ApiError } from "../../../lib/error-detail";
import type { LiveStatus } from "../../../lib/live-status";
import { useObservedQuery } from "../../../lib/use-observed-query";
import { publicPollQuery } from "./poll-query";
import { useLivePoll } from "./use-live-poll";

export type PublicPollState = {
  view: PollPublicView | undefined;
  live: LiveStatus;
  /** The poll is not there (an unknown or malformed id). */
  missing: boolean;
  isLoading: boolean;
  refetch: () => void;
};

/** The poll's public view, from the page the Worker sent, then fed live by its socket. */
export function usePublicPoll(pollId: string): PublicPollState {
  const query = useObservedQuery(publicPollQuery(pollId));
  const missing = [404, 422].includes((query.error as ApiError | null)?.status as number);
  const live = useLivePoll(missing ? undefined : pollId);
  return {
    view: missing ? undefined : query.data,
    live,
    missing,
    isLoading: query.isPending,
    refetch: () => void query.refetch(),
  };
}
