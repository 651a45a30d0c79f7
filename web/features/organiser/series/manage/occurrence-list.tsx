import { Link } from "react-router";
import type { SeriesOccurrence } from "#contract/series";
import { m } from "#messages";
import { shownDate } from "../../../../lib/dates";

/**
 * The series' occurrences, soonest first: each one's date, how many responses attend and wait,
 * its maximum, and whether it was changed by hand (the series' changes pass it by).
 * Each opens its own responses page: an occurrence is an ordinary event.
 */
export function OccurrenceList({
  occurrences,
  zone,
  now,
}: {
  occurrences: SeriesOccurrence[];
  zone: string;
  now: number;
}) {
  if (occurrences.length === 0) {
    return <p className="text-sm text-base-content/70">{m.series_occurrences_empty()}</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={m.series_occurrences_title()}>
      {occurrences.map((occurrence) => {
        const when = shownDate(occurrence.event_date, zone, "full");
        const past = Date.parse(occurrence.event_date) < now;
        return (
          <li
            key={occurrence.id}
            className={`rounded-box border border-base-300 bg-base-100 p-3 ${past ? "opacity-70" : ""}`}
            data-occurrence-id={occurrence.id}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/events/${occurrence.id}/responses`}
                className="link link-hover font-medium"
                aria-label={m.series_occurrence_responses({ when })}
              >
                {when}
              </Link>
              {past && (
                <span className="badge badge-sm badge-ghost">{m.series_occurrence_past()}</span>
              )}
              {occurrence.own_changes && (
                <span className="badge badge-sm badge-warning badge-soft">
                  {m.series_occurrence_own_changes()}
                </span>
              )}
            </div>
            <p className="text-sm text-base-content/70">
              {m.series_occurrence_counts({
                attending: occurrence.attending_count,
                waiting: occurrence.waiting_count,
              })}
              {/* Responses, not seats (guests are the room's): the maximum stands beside them. */}
              {occurrence.max_participants !== null &&
                ` · ${m.series_occurrence_max({ max: occurrence.max_participants })}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
