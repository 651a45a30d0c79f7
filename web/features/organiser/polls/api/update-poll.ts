import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PollUpdate } from "#contract/polls";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { toast } from "../../../../lib/toasts";
import { pollKeys } from "../poll-keys";

export type PollChange = { pollId: string; poll: PollUpdate };

/** PUT /polls/{id}: the poll as saved. */
export const updatePoll = ({ pollId, poll }: PollChange) =>
  unwrap(api.polls[":poll_id"].$put({ param: { poll_id: pollId }, json: poll }));

export function useUpdatePoll({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePoll,
    onSuccess: (poll) => {
      queryClient.setQueryData(pollKeys.detail(poll.id), poll);
      toast.success(m.poll_org_toast_updated());
      onSuccess?.();
    },
    onError: (error) => toast.error(errorText(error), m.poll_org_toast_update_failed()),
    onSettled: (_poll, _error, { pollId }) => {
      void queryClient.invalidateQueries({ queryKey: pollKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: pollKeys.detail(pollId) });
    },
  });
}
