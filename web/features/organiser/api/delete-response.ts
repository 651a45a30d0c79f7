import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { promotionText } from "../../../lib/promotion-text";
import { toast } from "../../../lib/toasts";

/**
 * DELETE /events/responses/{id}/admin-delete?event_id= (the event's owner only). The event id
 * lets the event's room find the response itself rather than through the database's copy,
 * which may not have it yet.
 */
export const deleteResponse = (eventId: string, responseId: string) =>
  unwrap(
    api.events.responses[":response_id"]["admin-delete"].$delete({
      param: { response_id: responseId },
      query: { event_id: eventId },
    }),
  );

export function useDeleteResponse(eventId: string, { onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) => deleteResponse(eventId, responseId),
    onSuccess: (reply) => {
      // A freed seat that promoted someone from the waiting list (or was offered to them) is good
      // news, said by name.
      const promoted = promotionText(reply.promoted, reply.offered);
      const deleted = m.organiser_toast_response_deleted();
      toast.success(promoted ? `${deleted}\n${promoted}` : deleted);
      // The live socket usually gets here first; this covers a view that is polling.
      void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.stats(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
    },
    onError: (error) => toast.error(errorText(error), m.organiser_toast_response_delete_failed()),
    onSettled,
  });
}
