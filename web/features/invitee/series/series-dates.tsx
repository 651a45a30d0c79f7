import type { SeriesPublicView } from "#contract/series";
import { m } from "#messages";
import { shownDate } from "../../../lib/dates";

type Props = { series: SeriesPublicView };

/**
 * '다음 일정': the occurrences after the one the page opens, each a link to its own invite page
 * (an answer for that date alone), on the series' clock. Nothing when none follows.
 */
export function SeriesDates({ series }: Props) {
  const later = series.dates.filter((date) => date.event_id !== series.next_event_id);
  if (later.length === 0) return null;
  return (
    <section
      className="card bg-base-100 shadow-sm"
      aria-labelledby="series-dates-title"
      data-testid="series-dates"
    >
      <div className="card-body gap-2 p-5 sm:p-6">
        <h2 id="series-dates-title" className="card-title text-lg">
          {m.series_page_next_dates()}
        </h2>
        <p className="text-sm text-base-content/70">{m.series_page_next_dates_hint()}</p>
        <ul className="flex flex-col gap-1">
          {later.map((date) => (
            <li key={date.event_id}>
              <a
                className="link link-primary flex min-h-11 items-center"
                href={`/events/${date.event_id}/public`}
              >
                {/* The weekday too: a series is told apart by it (every Wednesday). */}
                {shownDate(date.event_date, series.time_zone, "weekday")}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
