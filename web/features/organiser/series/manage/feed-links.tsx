import { m } from "#messages";
import { CopyButton } from "../../polls/copy-button";
import { feedLinks } from "../series-links";

/**
 * '캘린더 구독': the series' feed, which calendars keep following (new dates, moved times,
 * cancelled dates), as a `webcal:` link and the https address to copy. `compact` is the line an
 * occurrence's page carries.
 */
export function FeedLinks({ seriesId, compact = false }: { seriesId: string; compact?: boolean }) {
  const links = feedLinks(seriesId);
  const subscribe = (
    <a href={links.subscribe} className={`btn btn-sm ${compact ? "" : "btn-primary"}`}>
      {m.series_calendar_subscribe()}
    </a>
  );
  if (compact) return subscribe;
  return (
    <section
      className="card border border-base-300 bg-base-100"
      aria-labelledby="series-feed-title"
      data-testid="series-feed"
    >
      <div className="card-body gap-2 p-4">
        <h2 id="series-feed-title" className="font-semibold">
          {m.series_calendar_title()}
        </h2>
        <p className="text-sm text-base-content/70">{m.series_calendar_help()}</p>
        <div>{subscribe}</div>
        <p className="text-sm text-base-content/70">{m.series_calendar_copy_help()}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 rounded bg-base-200 px-2 py-1 text-sm break-all">
            {links.address}
          </code>
          <CopyButton link={links.address} />
        </div>
      </div>
    </section>
  );
}
