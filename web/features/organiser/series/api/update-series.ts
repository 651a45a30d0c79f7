import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeriesUpdate } from "#contract/series";
import { m } from "#messages";
import { api, unwrap } from "../../../../lib/api-client";
import { errorText } from "../../../../lib/error-text";
import { eventKeys } from "../../../../lib/event-keys";
import { toast } from "../../../../lib/toasts";
import { seriesKeys } from "../series-keys";

export type SeriesChange = { seriesId: string; series: SeriesUpdate };

/** PUT /series/{id}: the series as saved. */
export const updateSeries = ({ seriesId, series }: SeriesChange) =>
  unwrap(api.series[":series_id"].$put({ param: { series_id: seriesId }, json: series }));

export function useUpdateSeries({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeries,
    onSuccess: (series) => {
      queryClient.setQueryData(seriesKeys.detail(series.id), series);
      toast.success(m.series_toast_updated());
      onSuccess?.();
    },
    onError: (error) => toast.error(errorText(error), m.series_toast_update_failed()),
    onSettled: (_series, _error, { seriesId }) => {
      void queryClient.invalidateQueries({ queryKey: seriesKeys.list() });
      void queryClient.invalidateQueries({ queryKey: seriesKeys.detail(seriesId) });
      // Its occurrences are events: their pages and the dashboard read them again.
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
