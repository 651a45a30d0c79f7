import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { toast } from "../../../lib/toasts";
import { eventErrorMessage } from "../error-messages";
import { eventKeys } from "./event-queries";

/** DELETE /events/responses/{id}/admin-delete (the event's owner only). */
export const deleteResponse = (responseId: string) =>
  unwrap(
    api.events.responses[":response_id"]["admin-delete"].$delete({
      param: { response_id: responseId },
    }),
  );

export function useDeleteResponse(eventId: string, { onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: (reply) => {
      // "… 1 waiting participant was promoted: 이름." is good news, shown as a success.
      toast.success(
        reply.message.includes("promoted")
          ? `응답이 삭제되었습니다\n${reply.message}`
          : "응답이 삭제되었습니다",
      );
      // The live socket usually gets here first; this covers a view that is polling.
      void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.stats(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
    },
    onError: (error) => toast.error(eventErrorMessage(error), "응답 삭제에 실패했습니다"),
    onSettled,
  });
}
