import { Link } from "react-router";
import { m } from "#messages";
import { seriesPath } from "../series-links";
import { FeedLinks } from "./feed-links";

/**
 * An occurrence's page says it is one: the way back to its series, and the series' calendar
 * feed (the occurrence's own file would be a copy of one date).
 */
export function SeriesLine({ seriesId }: { seriesId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="series-line">
      <span className="badge badge-soft badge-primary">{m.series_badge()}</span>
      <Link to={seriesPath(seriesId)} className="btn btn-sm btn-ghost">
        {m.series_of_event()}
      </Link>
      <FeedLinks seriesId={seriesId} compact />
    </div>
  );
}
