import { queryOptions } from "@tanstack/react-query";
import type {
  SeriesList,
  SeriesPreview,
  SeriesPreviewRequest,
  SeriesPublic,
} from "#contract/series";
import { seriesKeys } from "../series-keys";
import { seriesCall } from "./series-call";

/** GET /series/: the account's series, each once, for the dashboard. */
export const mySeriesQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: () => seriesCall<SeriesList>("/"),
});

/** GET /series/{id}: the rule, the settings, every occurrence kept and the standing answers. */
export const seriesQuery = (seriesId: string) =>
  queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: () => seriesCall<SeriesPublic>(`/${encodeURIComponent(seriesId)}`),
  });

/** POST /series/preview: the next dates a rule gives from `event_date`, before saving. */
export const seriesPreviewQuery = (request: Required<SeriesPreviewRequest>) =>
  queryOptions({
    queryKey: seriesKeys.preview(request.recurrence, request.event_date, request.time_zone),
    queryFn: ({ signal }) =>
      seriesCall<SeriesPreview>("/preview", { method: "POST", json: request, signal }),
    // The dates of a rule from a date only change as time passes them: a minute is plenty.
    staleTime: 60_000,
  });
