import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ResponseAdmin } from "#contract/events";
import { zoneName } from "#contract/time-zones";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../../lib/dates";
import { useLiveEvent } from "../../../../lib/use-live-event";
import { useDeleteResponse } from "../../api/delete-response";
import { eventQuery, eventResponsesQuery, eventStatsQuery } from "../../api/event-queries";
import { downloadFile, fileSafe } from "../../download";
import { CopyLinkButton } from "../dashboard/copy-link-button";
import { EventErrorState } from "../event-error-state";
import { QrDialog } from "../qr/qr-dialog";
import { ResponseList } from "./response-list";
import { responsesCsv } from "./responses-csv";

/** /events/{id}/responses: the organiser's live view of one event's responses. */
export function ResponsesPage() {
  const { eventId = "" } = useParams();
  const event = useQuery(eventQuery(eventId));
  const responses = useQuery({ ...eventResponsesQuery(eventId), enabled: event.isSuccess });
  const stats = useQuery({ ...eventStatsQuery(eventId), enabled: event.isSuccess });
  const live = useLiveEvent(event.isSuccess ? eventId : undefined, { organiser: true });

  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState<ResponseAdmin | null>(null);
  const remove = useDeleteResponse(eventId, { onSettled: () => setDeleting(null) });

  if (event.isPending) {
    return <div className="skeleton mx-auto h-64 max-w-4xl" aria-busy="true" />;
  }
  if (event.isError) {
    return (
      <div className="mx-auto max-w-4xl">
        <EventErrorState error={event.error} onRetry={() => void event.refetch()} />
      </div>
    );
  }

  const details = event.data;
  const list = responses.data?.data ?? [];

  function exportCsv() {
    const csv = responsesCsv(list, details.time_zone);
    downloadFile(
      new Blob([csv], { type: "text/csv;charset=utf-8" }),
      `${fileSafe(details.title)}-응답.csv`,
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link to="/" className="link link-hover w-fit text-sm text-base-content/70">
        ← 내 모임
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold break-all">{details.title}</h1>
          <EventStatusBadge event={details} />
          <LiveIndicator status={live} />
        </div>
        <p className="text-sm text-base-content/70">
          {formatEventDateTime(details.event_date, details.time_zone, zoneName(details.time_zone))}
          {details.location ? ` · ${details.location}` : ""}
          {details.deadline_date
            ? ` · 응답 마감 ${formatDateTime(details.deadline_date, details.time_zone)}`
            : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={exportCsv}
            disabled={!responses.isSuccess}
          >
            CSV 내보내기
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setSharing(true)}>
            QR 코드
          </button>
          <CopyLinkButton eventId={details.id} className="btn-sm" />
          <Link
            to={`/events/${details.id}/public`}
            className="btn btn-sm btn-ghost"
            target="_blank"
          >
            초대 페이지 열기 ↗
          </Link>
        </div>
      </header>

      <section
        className="stats stats-horizontal w-full border border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
        aria-label="응답 통계"
      >
        <Stat title="전체 응답" value={stats.data?.total_responses} testId="stat-total" />
        <Stat
          title="참석"
          value={stats.data?.attending_count}
          suffix={details.max_participants ? ` / ${details.max_participants}` : ""}
          testId="stat-attending"
        />
        <Stat title="대기" value={stats.data?.waiting_count} testId="stat-waiting" />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">응답 목록</h2>
        {responses.isError && (
          <EventErrorState error={responses.error} onRetry={() => void responses.refetch()} />
        )}
        {responses.isPending && <div className="skeleton h-40 w-full" />}
        {responses.isSuccess && (
          <ResponseList responses={list} zone={details.time_zone} onDelete={setDeleting} />
        )}
      </section>

      <QrDialog event={sharing ? details : null} onClose={() => setSharing(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="응답 삭제"
        body={
          <>
            <p className="font-semibold break-all">{deleting?.name}</p>
            <p>이 응답을 삭제하시겠습니까?</p>
          </>
        }
        confirmLabel="삭제"
        cancelLabel="취소"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function Stat({
  title,
  value,
  suffix = "",
  testId,
}: {
  title: string;
  value: number | undefined;
  suffix?: string;
  testId: string;
}) {
  return (
    <div className="stat">
      <div className="stat-title">{title}</div>
      <div className="stat-value text-primary" data-testid={testId}>
        {value ?? "–"}
        {value !== undefined && suffix && (
          <span className="text-base font-normal text-base-content/60">{suffix}</span>
        )}
      </div>
    </div>
  );
}
