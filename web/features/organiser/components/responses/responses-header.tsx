import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { zoneName } from "#contract/time-zones";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../../lib/dates";
import type { LiveStatus } from "../../../../lib/live-status";
import { CopyLinkButton } from "../dashboard/copy-link-button";

/** The event's title, when and where, and what can be done with its invitation. */
export function ResponsesHeader({
  event,
  live,
  readOnly,
  onExport,
  onShowQr,
}: {
  event: EventPublic;
  live: LiveStatus;
  /** The reader may look but not change it (a superuser on someone else's event). */
  readOnly: boolean;
  /** Absent until the list has arrived. */
  onExport: (() => void) | undefined;
  onShowQr: () => void;
}) {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold wrap-anywhere">{event.title}</h1>
        <EventStatusBadge event={event} />
        <LiveIndicator status={live} />
      </div>
      {readOnly && (
        <p className="badge badge-outline h-auto py-1" data-testid="read-only">
          읽기 전용: 다른 사람의 모임
        </p>
      )}
      <p className="text-sm text-base-content/70">
        {formatEventDateTime(event.event_date, event.time_zone, zoneName(event.time_zone))}
        {event.location ? ` · ${event.location}` : ""}
        {event.deadline_date
          ? ` · 응답 마감 ${formatDateTime(event.deadline_date, event.time_zone)}`
          : ""}
      </p>
      <div className="flex flex-wrap items-center gap-2" data-testid="responses-actions">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={onExport}
          disabled={!onExport}
        >
          CSV 내보내기
        </button>
        <button type="button" className="btn btn-sm" onClick={onShowQr}>
          QR 코드
        </button>
        <CopyLinkButton eventId={event.id} className="btn-sm" />
        <Link to={`/events/${event.id}/public`} className="btn btn-sm btn-ghost" target="_blank">
          초대 페이지 열기 ↗
        </Link>
      </div>
    </header>
  );
}
