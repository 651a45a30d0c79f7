import type { EventPublic } from "#contract/events";
import { zoneName } from "#contract/time-zones";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { formatDateTime, formatEventDateTime } from "../../../../lib/dates";
import { type EventActionHandlers, EventActions } from "./event-actions";
import { LiveCounts } from "./live-counts";

type EventsTableProps = { events: EventPublic[] } & EventActionHandlers;

/** The md-and-up view of the organiser's events. */
export function EventsTable({ events, ...actions }: EventsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th>제목</th>
            <th>장소</th>
            <th>일시</th>
            <th>응답 마감</th>
            <th>상태</th>
            <th>작업</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} data-event-id={event.id}>
              <td className="max-w-64">
                <p className="font-semibold">{event.title}</p>
                <LiveCounts eventId={event.id} />
              </td>
              <td className="max-w-40">{event.location ?? "-"}</td>
              <td className="min-w-36">
                {formatEventDateTime(event.event_date, event.time_zone, zoneName(event.time_zone))}
              </td>
              <td className="min-w-36">{formatDateTime(event.deadline_date, event.time_zone)}</td>
              <td>
                <EventStatusBadge event={event} />
              </td>
              <td className="min-w-72">
                <EventActions event={event} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
