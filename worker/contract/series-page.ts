import type { Language } from "#i18n/language";
import type { EventPublicView } from "./public-view";
import type { SeriesPublicView } from "./series";

/**
 * The group's link, `/series/{id}` (decision 0069), as the Worker renders it and the app takes
 * it over: the series' public view inline as inert JSON beside the snapshot of the occurrence
 * it opens (the invite page's own element), so the page starts from both with no request.
 * Zod-free: the page's own chunk reads it.
 */

/** The id of the `<script type="application/json">` holding the series' public view. */
export const SERIES_SNAPSHOT_ELEMENT_ID = "series-snapshot";

/**
 * The app's first render of the series page (web/ssr/render-page.tsx): the next occurrence's
 * invite page with the dates after it, from the series' view and that occurrence's snapshot;
 * or, with no occurrence left (`event` absent), the page saying the series has ended.
 */
export type RenderSeriesPage = (
  url: string,
  series: SeriesPublicView,
  event: EventPublicView | undefined,
  language?: Language,
) => Promise<string | null>;
