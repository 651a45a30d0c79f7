import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

/** DELETE /events/{id} */
export const deleteEvent = (eventId: string) =>
  unwrap(api.events[":event_id"].$delete({ param: { event_id: eventId } }));

export function useDeleteEvent({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_reply, eventId) => {
      toast.success(m.organiser_toast_deleted());
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
    onError: (error) => toast.error(errorText(error), m.organiser_toast_delete_failed()),
    onSettled,
  });
}
