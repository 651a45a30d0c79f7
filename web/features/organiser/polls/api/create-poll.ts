import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PollCreate } from "#contract/polls";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { toast } from "../../../../lib/toasts";
import { pollKeys } from "../poll-keys";

/**
 * POST /polls/ with an Idempotency-Key: the same attempt sent again after a lost reply gets the
 * poll the first one made; the new poll's detail comes back, its tally empty.
 */
export const createPoll = ({ poll, key }: { poll: PollCreate; key: string }) =>
  unwrap(api.polls.$post({ json: poll, header: { "idempotency-key": key } }));

export function useCreatePoll({ onSuccess }: { onSuccess?: (pollId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPoll,
    onSuccess: (poll) => {
      // The tally page opens on the poll at once, without reading it again.
      queryClient.setQueryData(pollKeys.detail(poll.id), poll);
      toast.success(m.poll_org_toast_created());
      onSuccess?.(poll.id);
    },
    // A refused field is shown on the field itself (poll-refusal.ts); the toast says the rest.
    onError: (error) => toast.error(errorText(error), m.poll_org_toast_create_failed()),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pollKeys.lists() }),
  });
}
