import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventUpdate } from "#contract/events";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { promotionText } from "../../../lib/promotion-text";
import { toast } from "../../../lib/toasts";

/** PUT /events/{id}: the reply lists who was promoted when a raised limit let people in. */
export const updateEvent = (eventId: string, event: EventUpdate) =>
  unwrap(api.events[":event_id"].$put({ param: { event_id: eventId }, json: event }));

export function useUpdateEvent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, event }: { eventId: string; event: EventUpdate }) =>
      updateEvent(eventId, event),
    onSuccess: (reply, { eventId }) => {
      const promoted = promotionText(reply.promoted);
      toast.success(promoted ? `모임이 수정되었습니다\n${promoted}` : "모임이 수정되었습니다");
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      onSuccess?.();
    },
    onError: (error) => toast.error(errorText(error), "모임 수정에 실패했습니다"),
  });
}
