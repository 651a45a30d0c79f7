import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { toast } from "../../../../lib/toasts";
import { pollKeys } from "../poll-keys";

/** DELETE /polls/{id} */
export const deletePoll = (pollId: string) =>
  unwrap(api.polls[":poll_id"].$delete({ param: { poll_id: pollId } }));

export function useDeletePoll({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePoll,
    onSuccess: (_reply, pollId) => {
      toast.success(m.poll_org_toast_deleted());
      queryClient.removeQueries({ queryKey: pollKeys.detail(pollId) });
      void queryClient.invalidateQueries({ queryKey: pollKeys.lists() });
      onSuccess?.();
    },
    onError: (error) => toast.error(errorText(error), m.poll_org_toast_delete_failed()),
  });
}
