import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { toast } from "../../../lib/toasts";
import { eventErrorMessage } from "../error-messages";
import { eventKeys } from "./event-queries";

/** DELETE /events/{id} */
export const deleteEvent = (eventId: string) =>
  unwrap(api.events[":event_id"].$delete({ param: { event_id: eventId } }));

export function useDeleteEvent({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_reply, eventId) => {
      toast.success("모임이 삭제되었습니다");
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
    onError: (error) => toast.error(eventErrorMessage(error), "모임 삭제에 실패했습니다"),
    onSettled,
  });
}
