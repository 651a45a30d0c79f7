import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { HostNoticeMode, HostNotifications } from "#contract/host-notices";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

/** Under the event's own key, so whatever refreshes the event refreshes this too. */
export const hostNoticesKey = (eventId: string) =>
  [...eventKeys.detail(eventId), "notifications"] as const;

/** GET /events/{id}/notifications (owner, manager): how often the reader hears of answers. */
export const hostNoticesQuery = (eventId: string) =>
  queryOptions({
    queryKey: hostNoticesKey(eventId),
    queryFn: (): Promise<HostNotifications> =>
      unwrap(api.events[":event_id"].notifications.$get({ param: { event_id: eventId } })),
  });

/**
 * PUT /events/{id}/notifications: the reader's own mode for the event; the other hosts keep
 * theirs. Choices made in a row (arrow keys along the group) are sent one after another, so the
 * last one is the one kept, and only it is confirmed.
 */
export function useChooseHostNotices(eventId: string) {
  const queryClient = useQueryClient();
  const mutationKey = hostNoticesKey(eventId);
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join("/") },
    mutationFn: (mode: HostNoticeMode) =>
      unwrap(
        api.events[":event_id"].notifications.$put({
          param: { event_id: eventId },
          json: { mode },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(hostNoticesKey(eventId), saved);
      if (queryClient.isMutating({ mutationKey }) <= 1) toast.success(m.host_settings_saved());
    },
    onError: (error) => toast.error(errorText(error), m.host_settings_save_failed()),
  });
}
