import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventCreate } from "#contract/events";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { mayHaveArrived } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";
import { seriesKeys } from "../series/series-keys";

/** One press of 만들기: the body, its attempt's idempotency key, and a way to stop waiting. */
export type CreateAttempt = { event: EventCreate; key: string; signal: AbortSignal };

/**
 * POST /events/ with an Idempotency-Key: pressing 만들기 again after a lost reply sends the
 * same key, and the Worker replies with the event the first press made.
 */
export const createEvent = ({ event, key, signal }: CreateAttempt) =>
  unwrap(
    api.events.$post({ json: event, header: { "idempotency-key": key } }, { init: { signal } }),
  );

export function useCreateEvent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      toast.success(m.organiser_toast_created());
      onSuccess?.();
    },
    // A refusal is an error toast. A stopped wait is no failure, and a call that got no
    // reply is explained in the dialog itself (sending-notice.tsx), not in a toast over it.
    onError: (error) => {
      if (!mayHaveArrived(error)) toast.error(errorText(error), m.organiser_toast_create_failed());
    },
    // Also after a cancelled wait: the event may have been made all the same. A repeating one
    // made a series, which the dashboard lists apart.
    onSettled: (_event, _error, { event }) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      if (event.recurrence) void queryClient.invalidateQueries({ queryKey: seriesKeys.all });
    },
  });
}
