import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { getLocale } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { StaleNotice } from "../../../../components/ui/stale-notice";
import { shownDate } from "../../../../lib/dates";
import { RoleBadge } from "../../components/dashboard/role-badge";
import { EventErrorState } from "../../components/event-error-state";
import { mayDo } from "../../event-role";
import { useEndSeries } from "../api/end-series";
import { seriesQuery } from "../api/series-queries";
import { ruleAtTime, ruleWords } from "../rule-words";
import { FeedLinks } from "./feed-links";
import { OccurrenceList } from "./occurrence-list";
import { SeriesFormDialog } from "./series-form-dialog";
import { StandingList } from "./standing-list";

/**
 * /series/{id}/manage: a series as its organiser runs it: the rule in words and the next date,
 * the calendar feed, every occurrence with its counts (each its own responses page), who always
 * comes, changing the rule and the settings, and ending it.
 */
export function SeriesPage() {
  const { seriesId = "" } = useParams();
  const series = useQuery(seriesQuery(seriesId));
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const end = useEndSeries({ onSettled: () => setEnding(false) });

  if (series.isError && series.data === undefined) {
    return (
      <div className="mx-auto max-w-4xl">
        <EventErrorState error={series.error} onRetry={() => void series.refetch()} />
      </div>
    );
  }
  if (!series.data) return <div className="skeleton mx-auto h-64 max-w-4xl" aria-busy="true" />;

  const details = series.data;
  const language = getLocale();
  const now = Date.now();
  const ended = details.ended_at !== null;
  const upcoming = details.occurrences.filter((one) => Date.parse(one.event_date) > now).length;
  // The time of day from the next occurrence (a changed time moves those not yet begun, while
  // the first kept may be a past one at the old time), else the last kept; with none, no time.
  const anchor = details.next_date ?? details.occurrences.at(-1)?.event_date ?? null;
  const start = { iso: anchor ?? details.first_date, zone: details.time_zone };
  // How it ends, when it does ('매주 화요일, 10회'); an open rule says nothing more.
  const withEnd = ruleWords(details.recurrence, language, { start, withEnd: true });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link
        to="/"
        className="link link-hover inline-flex w-fit items-center text-sm text-base-content/70 pointer-coarse:min-h-11"
      >
        {m.series_back()}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-soft badge-primary">{m.series_badge()}</span>
          {ended && <span className="badge badge-ghost badge-soft">{m.series_state_ended()}</span>}
          <RoleBadge role={details.role} />
        </div>
        <h1 className="text-2xl font-bold wrap-anywhere">{details.title}</h1>
        <p className="font-medium" data-testid="series-rule">
          {anchor
            ? ruleAtTime(details.recurrence, start, language)
            : ruleWords(details.recurrence, language, { start })}
        </p>
        {withEnd !== ruleWords(details.recurrence, language, { start }) && (
          <p className="text-sm text-base-content/70" data-testid="series-end">
            {withEnd}
          </p>
        )}
        <p className="text-sm" data-testid="series-next">
          {ended && details.ended_at
            ? m.series_ended_on({ when: shownDate(details.ended_at, details.time_zone, "day") })
            : details.next_date
              ? m.series_next({ when: shownDate(details.next_date, details.time_zone, "full") })
              : m.series_no_next()}
        </p>
        {!ended && (
          <div className="flex flex-wrap gap-2">
            {/* The series' rule and settings are its owner's, as deleting an event is. */}
            {mayDo(details.role, "own") && (
              <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
                {m.series_edit()}
              </button>
            )}
            {mayDo(details.role, "own") && (
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                onClick={() => setEnding(true)}
              >
                {m.series_end()}
              </button>
            )}
          </div>
        )}
      </header>
      <StaleNotice query={series} />
      {!ended && <FeedLinks seriesId={details.id} />}

      <section className="flex flex-col gap-3" aria-labelledby="series-occurrences-title">
        <h2 id="series-occurrences-title" className="text-lg font-semibold">
          {m.series_occurrences_title()}
        </h2>
        <OccurrenceList occurrences={details.occurrences} zone={details.time_zone} now={now} />
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="series-standing-title">
        <h2 id="series-standing-title" className="text-lg font-semibold">
          {m.series_standing_title()}
        </h2>
        <p className="text-sm text-base-content/70">{m.series_standing_help()}</p>
        <StandingList standing={details.standing} />
      </section>

      <SeriesFormDialog series={details} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={ending}
        title={m.series_end_title()}
        body={
          <>
            <p className="font-semibold wrap-anywhere">{details.title}</p>
            <p>{m.series_end_body({ count: upcoming })}</p>
            <p>{m.series_end_past()}</p>
          </>
        }
        confirmLabel={m.series_end()}
        cancelLabel={m.organiser_form_cancel()}
        pending={end.isPending}
        onConfirm={() => end.mutate(details.id)}
        onClose={() => setEnding(false)}
      />
    </div>
  );
}
