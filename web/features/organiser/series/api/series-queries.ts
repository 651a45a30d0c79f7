import { queryOptions } from "@tanstack/react-query";
import type { SeriesPreviewRequest } from "#contract/series";
import { api, unwrap } from "../../../../lib/api-client";
import { seriesKeys } from "../series-keys";

/** GET /series/: the account's series, each once, for the dashboard. */
export const mySeriesQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: () => unwrap(api.series.$get()),
});

/** GET /series/{id}: the rule, the settings, every occurrence kept and the standing answers. */
export const seriesQuery = (seriesId: string) =>
  queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: () => unwrap(api.series[":series_id"].$get({ param: { series_id: seriesId } })),
  });

/** POST /series/preview: the next dates a rule gives from `event_date`, before saving. */
export const seriesPreviewQuery = (request: Required<SeriesPreviewRequest>) =>
  queryOptions({
    queryKey: seriesKeys.preview(request.recurrence, request.event_date, request.time_zone),
    queryFn: ({ signal }) =>
      unwrap(api.series.preview.$post({ json: request }, { init: { signal } })),
    // The dates of a rule from a date only change as time passes them: a minute is plenty.
    staleTime: 60_000,
  });
