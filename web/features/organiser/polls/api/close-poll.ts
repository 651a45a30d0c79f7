import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventPublic } from "#contract/events";
import type { PollClose } from "#contract/polls";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { eventKeys } from "../../../../lib/event-keys";
import { toast } from "../../../../lib/toasts";
import { pollKeys } from "../poll-keys";

export type PollClosing = { pollId: string; close: PollClose };

/** POST /polls/{id}/close: the event the chosen date makes. */
export const closePoll = ({ pollId, close }: PollClosing): Promise<EventPublic> =>
  unwrap(api.polls[":poll_id"].close.$post({ param: { poll_id: pollId }, json: close }));

export function useClosePoll({ onSuccess }: { onSuccess?: (event: EventPublic) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePoll,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      toast.success(m.poll_org_toast_closed());
      onSuccess?.(event);
    },
    onError: (error) => toast.error(errorText(error), m.poll_org_toast_close_failed()),
    // Closed or refused (closed already elsewhere), the poll is read again; the new event
    // joins the dashboard's events.
    onSettled: (_event, _error, { pollId }) => {
      void queryClient.invalidateQueries({ queryKey: pollKeys.detail(pollId) });
      void queryClient.invalidateQueries({ queryKey: pollKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
