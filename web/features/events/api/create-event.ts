import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventCreate } from "#contract/events";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

/** POST /events/ */
export const createEvent = (event: EventCreate) => unwrap(api.events.$post({ json: event }));

export function useCreateEvent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      toast.success("모임이 생성되었습니다");
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      onSuccess?.();
    },
    onError: (error) => toast.error(errorText(error), "모임 생성에 실패했습니다"),
  });
}
