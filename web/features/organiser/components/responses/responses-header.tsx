import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import type { EventRole } from "#contract/hosts";
import { zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../../lib/dates";
import type { LiveStatus } from "../../../../lib/live-status";
import { doorPath, mayDo } from "../../event-role";
import { SeriesLine } from "../../series/manage/series-line";
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
          {m.responses_read_only()}
        </p>
      )}
      <p className="text-sm text-base-content/70">
        {formatEventDateTime(event.event_date, event.time_zone, zoneName(event.time_zone))}
        {event.location ? ` · ${event.location}` : ""}
        {event.deadline_date
          ? ` · ${m.responses_deadline({ deadline: formatDateTime(event.deadline_date, event.time_zone) })}`
          : ""}
      </p>
      <div className="flex flex-wrap items-center gap-2" data-testid="responses-actions">
        {role && (
          <Link to={doorPath(event.id)} className="btn btn-sm btn-primary">
            {m.responses_door_link()}
          </Link>
        )}
        {mayDo(role, "export") && (
          <button
            type="button"
            className="btn btn-sm btn-primary btn-soft"
            onClick={onExport}
            disabled={!onExport}
          >
            {m.responses_export_csv()}
          </button>
        )}
        <button type="button" className="btn btn-sm" onClick={onShowQr}>
          {m.responses_qr_code()}
        </button>
        <CopyLinkButton eventId={event.id} className="btn-sm" />
        <Link to={`/events/${event.id}/public`} className="btn btn-sm btn-ghost" target="_blank">
          {m.responses_open_invite_page()}
        </Link>
      </div>
      {event.series_id && <SeriesLine seriesId={event.series_id} />}
    </header>
  );
}
