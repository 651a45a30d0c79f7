import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventsPublic, EventUpdate } from "#contract/events";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { mayHaveArrived } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { promotionText } from "../../../lib/promotion-text";
import { toast } from "../../../lib/toasts";

/** One press of 저장, and a way to stop waiting for its reply. */
export type UpdateAttempt = { eventId: string; event: EventUpdate; signal: AbortSignal };

/**
 * PUT /events/{id}: the reply lists who was promoted (or offered a seat) when a raised limit
 * freed seats.
 */
export const updateEvent = ({ eventId, event, signal }: UpdateAttempt) =>
  unwrap(
    api.events[":event_id"].$put(
      { param: { event_id: eventId }, json: event },
      { init: { signal } },
    ),
  );

export function useUpdateEvent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (reply) => {
      // The lists hold the saved event at once: the dialog opened again before they are read
      // anew starts from what was saved, not from what was there before.
      const { message: _message, promoted: _promoted, offered: _offered, ...saved } = reply;
      queryClient.setQueriesData<EventsPublic>(
        { queryKey: eventKeys.lists() },
        (list) =>
          list && {
            ...list,
            data: list.data.map((event) => (event.id === saved.id ? saved : event)),
          },
      );
      const promoted = promotionText(reply.promoted, reply.offered);
      const updated = m.organiser_toast_updated();
      toast.success(promoted ? `${updated}\n${promoted}` : updated);
      onSuccess?.();
    },
    // A refusal is an error toast. A stopped wait is no failure, and a call that got no
    // reply is explained in the dialog itself (sending-notice.tsx), not in a toast over it.
    onError: (error) => {
      if (!mayHaveArrived(error)) toast.error(errorText(error), m.organiser_toast_update_failed());
    },
    // Also after a cancelled wait: the change may have been saved all the same.
    onSettled: (_reply, _error, { eventId }) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
    },
  });
}
