import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Pagination } from "../../../../components/ui/pagination";
import { formatDate } from "../../../../lib/dates";
import { PARTICIPANTS_PAGE_SIZE, participantStatsQuery } from "../../api/event-queries";
import { EventErrorState } from "../event-error-state";
import { formatRate, PROGRESS_CLASS, rateProgress, rateTone, TEXT_CLASS } from "./attendance-rate";

/** /participants: who answers the organiser's invitations, and how often they come. */
export function ParticipantStatsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const stats = useQuery(participantStatsQuery(page));
  const pageCount = Math.ceil((stats.data?.count ?? 0) / PARTICIPANTS_PAGE_SIZE);
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  useEffect(() => {
    if (stats.data && page > 1 && page > pageCount) setPage(Math.max(1, pageCount));
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">참석자 현황</h1>
        <p className="text-base-content/70">내 모임에 응답한 사람들의 참석 기록입니다.</p>
      </header>

      {stats.isError && (
        <EventErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      )}
      {stats.isPending && <div className="skeleton h-64 w-full" aria-busy="true" />}

      {stats.data && (
        <>
          <section
            className="stats stats-horizontal w-full border border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
            aria-label="요약"
          >
            <div className="stat">
              <div className="stat-title">총 참석자</div>
              <div className="stat-value text-primary" data-testid="total-participants">
                {stats.data.total_participants}
              </div>
              <div className="stat-desc">이름 기준, 중복 제외</div>
            </div>
            <div className="stat">
              <div className="stat-title">평균 참석률</div>
              <div
                className={`stat-value ${TEXT_CLASS[rateTone(stats.data.average_attendance_rate)]}`}
                data-testid="average-rate"
              >
                {formatRate(stats.data.average_attendance_rate)}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">내가 만든 모임</div>
              <div className="stat-value" data-testid="total-events">
                {stats.data.total_events}
              </div>
            </div>
          </section>

          {stats.data.count === 0 ? (
            <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
              아직 응답한 참석자가 없습니다. 모임을 만들고 초대 링크를 공유해보세요.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
              <table className="table">
                <thead>
                  <tr>
                    <th>이름</th>
                    <th className="text-center">참석</th>
                    <th className="text-center">불참</th>
                    <th className="text-center">미정</th>
                    <th>참석률</th>
                    <th>최근 응답</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.data.map((person) => {
                    const tone = rateTone(person.attendance_rate);
                    return (
                      <tr key={person.name} data-testid="participant-row">
                        <td className="font-medium">{person.name}</td>
                        <td className="text-center">{person.attending_count}</td>
                        <td className="text-center">{person.not_attending_count}</td>
                        <td className="text-center">{person.maybe_count}</td>
                        <td className="min-w-36">
                          <span className={`text-sm font-semibold ${TEXT_CLASS[tone]}`}>
                            {formatRate(person.attendance_rate)}
                          </span>
                          <progress
                            className={`progress ${PROGRESS_CLASS[tone]} block w-full`}
                            value={rateProgress(person.attendance_rate)}
                            max={100}
                            aria-label={`${person.name} 참석률`}
                            data-tone={tone}
                          />
                        </td>
                        <td className="whitespace-nowrap">
                          {formatDate(person.last_response_date)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </div>
  );
}
