import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { SNAPSHOT_ELEMENT_ID } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import type { SeriesPublicView } from "#contract/series";
import { SERIES_SNAPSHOT_ELEMENT_ID } from "#contract/series-page";
import { requestHeaders, timedFetch, unwrapAs } from "../../../lib/api-response";
import { eventKeys } from "../../../lib/event-keys";

/** The series page's cache keys: the series' public view. */
export const seriesKeys = {
  publicView: (seriesId: string) => ["series", seriesId, "public"] as const,
};

/** What the Worker put inline in the page (worker/pages/series-page.ts), parsed; else nothing. */
function served<T>(elementId: string): T | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A page whose data cannot be read simply fetches it.
    return undefined;
  }
}

/**
 * GET /series/{id}/public: which occurrence the group's link opens and the dates after it. The
 * page starts from the view it was rendered with, inline, and hydrates what was rendered.
 */
export const publicSeriesQuery = (seriesId: string) =>
  queryOptions({
    queryKey: seriesKeys.publicView(seriesId),
    queryFn: ({ signal }) =>
      unwrapAs<SeriesPublicView>(
        timedFetch(`/api/v1/series/${encodeURIComponent(seriesId)}/public`, {
          headers: requestHeaders(),
          signal,
        }),
      ),
    initialData: () => {
      const view = served<SeriesPublicView>(SERIES_SNAPSHOT_ELEMENT_ID);
      return view?.id === seriesId ? view : undefined;
    },
  });

/**
 * The snapshot of the occurrence the page opens, inline as on its own invite page, put in the
 * cache the invite page reads (web/app/initial-data.ts does it for /events/{id}/public only).
 */
export function seedServedOccurrence(client: QueryClient, eventId: string): void {
  if (client.getQueryData(eventKeys.publicView(eventId))) return;
  const view = served<EventPublicView>(SNAPSHOT_ELEMENT_ID);
  if (view?.id === eventId) client.setQueryData(eventKeys.publicView(eventId), view);
}
