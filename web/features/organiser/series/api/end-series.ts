import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { eventKeys } from "../../../../lib/event-keys";
import { toast } from "../../../../lib/toasts";
import { seriesKeys } from "../series-keys";

/** DELETE /series/{id}: ends the series; its occurrences not yet begun are deleted. */
export const endSeries = (seriesId: string) =>
  unwrap(api.series[":series_id"].$delete({ param: { series_id: seriesId } }));

export function useEndSeries({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSeries,
    onSuccess: () => toast.success(m.series_toast_ended()),
    onError: (error) => toast.error(errorText(error), m.series_toast_end_failed()),
    onSettled: (_reply, _error, seriesId) => {
      void queryClient.invalidateQueries({ queryKey: seriesKeys.detail(seriesId) });
      void queryClient.invalidateQueries({ queryKey: seriesKeys.list() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onSettled?.();
    },
  });
}
