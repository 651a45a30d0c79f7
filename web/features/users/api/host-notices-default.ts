import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HostNoticeMode } from "#contract/host-notices";
import { m } from "#messages";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { currentUserQuery } from "./current-user";
import { updateMe } from "./update-me";

const mutationKey = ["users", "me", "host_notifications"];

/**
 * PATCH /users/me {host_notifications}: how often the account hears of the events it runs and
 * has not chosen for one by one (decision 0067); the cached user keeps the new default. Choices
 * made in a row are sent one after another, and only the last is confirmed.
 */
export function useSaveHostNoticesDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join("/") },
    mutationFn: (mode: HostNoticeMode) => updateMe({ host_notifications: mode }),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      if (queryClient.isMutating({ mutationKey }) <= 1) toast.success(m.host_settings_saved());
    },
    onError: (error) => toast.error(toastDetail(error), m.host_settings_save_failed()),
  });
}
