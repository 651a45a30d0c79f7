import { Link } from "react-router";
import type { SeriesSummary } from "#contract/series";
import { getLocale } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";
import { shownDate } from "../../../../lib/dates";
import { RoleBadge } from "../../components/dashboard/role-badge";
import { ruleAtTime, ruleWords } from "../rule-words";
import { seriesPath } from "../series-links";

/**
 * The account's series, one card each: the rule and its time, the next date (its responses a
 * tap away), who always comes; the title opens the series' page.
 */
export function SeriesCards({ series }: { series: SeriesSummary[] }) {
  const language = getLocale();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={m.series_dashboard_title()}>
      {series.map((one) => (
        <li
          key={one.id}
          className="card border border-base-300 bg-base-100"
          data-series-id={one.id}
        >
          <div className="card-body gap-1 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="card-title min-w-0 text-base wrap-anywhere">
                <Link to={seriesPath(one.id)} className="link link-hover">
                  {one.title}
                </Link>
              </h3>
              <RoleBadge role={one.role} />
              {one.ended_at !== null && (
                <span className="badge badge-ghost badge-soft">{m.series_state_ended()}</span>
              )}
            </div>
            <p className="text-sm font-medium">
              {/* The next occurrence's time (a changed time moves only those not yet begun);
                  without one, the rule alone. */}
              {one.next_date
                ? ruleAtTime(one.recurrence, { iso: one.next_date, zone: one.time_zone }, language)
                : ruleWords(one.recurrence, language)}
            </p>
            <p className="text-sm text-base-content/70">
              {one.next_date && one.next_event_id ? (
                // The next occurrence is where this week's answers are: one tap to them.
                <Link to={`/events/${one.next_event_id}/responses`} className="link link-hover">
                  {m.series_next({ when: shownDate(one.next_date, one.time_zone, "weekday") })}
                </Link>
              ) : (
                m.series_no_next()
              )}{" "}
              · {m.series_standing_count({ count: one.standing_count })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
