import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { m } from "#messages";
import { Pagination } from "../../../../components/ui/pagination";
import { StaleNotice } from "../../../../components/ui/stale-notice";
import { useMediaQuery, WIDE_SCREEN } from "../../../../lib/use-media-query";
import { PARTICIPANTS_PAGE_SIZE, participantStatsQuery } from "../../api/event-queries";
import { EventErrorState } from "../event-error-state";
import { formatRate, rateTone, TEXT_CLASS } from "./attendance-rate";
import { formatNoShow } from "./no-show";
import { ParticipantCards } from "./participant-cards";
import { ParticipantsTable } from "./participants-table";

/**
 * /participants: who responds to the organiser's invitations, how often they come, and (where the
 * door checked people in) how often those who said 참석 did not.
 */
export function ParticipantStatsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const stats = useQuery(participantStatsQuery(page));
  const wide = useMediaQuery(WIDE_SCREEN);
  const pageCount = Math.ceil((stats.data?.count ?? 0) / PARTICIPANTS_PAGE_SIZE);
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  useEffect(() => {
    if (stats.data && page > 1 && page > pageCount) setPage(Math.max(1, pageCount));
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{m.organiser_participants_title()}</h1>
        <p className="text-base-content/70">{m.organiser_participants_intro()}</p>
      </header>

      {/* An outage after the figures arrived keeps them on screen, with a notice. */}
      <StaleNotice query={stats} />
      {stats.isError && stats.data === undefined && (
        <EventErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      )}
      {stats.isPending && <div className="skeleton h-64 w-full" aria-busy="true" />}

      {stats.data && (
        <>
          <section
            className="stats stats-horizontal w-full grid-flow-row grid-cols-2 border sm:grid-flow-col sm:grid-cols-none [&_.stat]:border-base-300 max-sm:[&_.stat:nth-child(2)]:border-e-0 max-sm:[&_.stat:nth-child(-n+2)]:border-b border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
            aria-label={m.organiser_participants_summary()}
          >
            <div className="stat">
              <div className="stat-title">{m.organiser_participants_total()}</div>
              <div className="stat-value text-primary" data-testid="total-participants">
                {stats.data.total_participants}
              </div>
              <div className="stat-desc whitespace-normal">
                {m.organiser_participants_total_help({ count: stats.data.count })}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">{m.organiser_participants_average_rate()}</div>
              <div
                className={`stat-value ${TEXT_CLASS[rateTone(stats.data.average_attendance_rate)]}`}
                data-testid="average-rate"
              >
                {formatRate(stats.data.average_attendance_rate)}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">{m.organiser_participants_average_no_show()}</div>
              <div className="stat-value" data-testid="average-no-show-rate">
                {formatNoShow(stats.data.average_no_show_rate)}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">{m.organiser_participants_events()}</div>
              <div className="stat-value" data-testid="total-events">
                {stats.data.total_events}
              </div>
            </div>
          </section>
          <p className="-mt-3 text-sm text-base-content/70">
            {m.organiser_participants_no_show_explanation()}
          </p>

          {stats.data.count === 0 ? (
            <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
              {m.organiser_participants_empty()}
            </p>
          ) : wide ? (
            <ParticipantsTable people={stats.data.data} />
          ) : (
            <ParticipantCards people={stats.data.data} />
          )}
          <Pagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </div>
  );
}
