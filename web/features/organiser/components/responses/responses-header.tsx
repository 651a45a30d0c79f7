import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import type { EventRole } from "#contract/hosts";
import { zoneName } from "#contract/time-zones";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../../lib/dates";
import type { LiveStatus } from "../../../../lib/live-status";
import { doorPath, mayDo } from "../../event-role";
import { CopyLinkButton } from "../dashboard/copy-link-button";
import { RoleBadge } from "../dashboard/role-badge";

/**
 * The event's title, when and where, and what the reader's role may do with it: every role
 * goes to the door page ('입장 확인'); the CSV is for all but the door's hosts.
 */
export function ResponsesHeader({
  event,
  live,
  role,
  onExport,
  onShowQr,
}: {
  event: EventPublic;
  live: LiveStatus;
  /** The reader's role; null for a superuser reading someone else's event. */
  role: EventRole | null;
  /** Absent until the list has arrived. */
  onExport: (() => void) | undefined;
  onShowQr: () => void;
}) {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold wrap-anywhere">{event.title}</h1>
        <EventStatusBadge event={event} />
        <RoleBadge role={role} />
        <LiveIndicator status={live} />
      </div>
      {role === null && (
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
        {role && (
          <Link to={doorPath(event.id)} className="btn btn-sm btn-primary">
            입장 확인
          </Link>
        )}
        {mayDo(role, "export") && (
          <button
            type="button"
            className="btn btn-sm btn-primary btn-soft"
            onClick={onExport}
            disabled={!onExport}
          >
            CSV 내보내기
          </button>
        )}
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
