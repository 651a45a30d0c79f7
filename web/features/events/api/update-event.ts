import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventUpdate } from "#contract/events";
import { api, unwrap } from "../../../lib/api-client";
import { toast } from "../../../lib/toasts";
import { eventErrorMessage } from "../error-messages";
import { eventKeys } from "./event-queries";

/** PUT /events/{id}: the reply says "promoted" when a raised limit let waiting people in. */
export const updateEvent = (eventId: string, event: EventUpdate) =>
  unwrap(api.events[":event_id"].$put({ param: { event_id: eventId }, json: event }));

export function useUpdateEvent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, event }: { eventId: string; event: EventUpdate }) =>
      updateEvent(eventId, event),
    onSuccess: (reply, { eventId }) => {
      toast.success(
        reply.message.includes("promoted")
          ? `모임이 수정되었습니다\n${reply.message}`
          : "모임이 수정되었습니다",
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      onSuccess?.();
    },
    onError: (error) => toast.error(eventErrorMessage(error), "모임 수정에 실패했습니다"),
  });
}
