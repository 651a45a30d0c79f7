import type { EventPublic } from "#contract/events";
import { zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { formatEventDateTime } from "../../../../lib/dates";
import type { EventActionHandlers } from "./event-actions";
import { EventRowActions } from "./event-row-actions";
import { LiveCounts } from "./live-counts";
import { RoleBadge } from "./role-badge";

type EventsTableProps = { events: EventPublic[] } & EventActionHandlers;

/**
 * The md-and-up view of the organiser's events. It must fit its box (704 px at the narrowest)
 * rather than scroll: a scrollbar once hid the actions. So nothing has a minimum width, titles
 * and places may break anywhere, dates and headings wrap between words (a heading kept on one
 * line, 'RSVP deadline', left the date beside it a word a line), and the actions are a short
 * menu.
 */
export function EventsTable({ events, ...actions }: EventsTableProps) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100">
      <table className="table [&_td]:px-3 [&_th]:px-3 [&_th]:whitespace-normal">
        <thead>
          <tr>
            <th scope="col">{m.organiser_dashboard_column_title()}</th>
            <th scope="col">{m.organiser_dashboard_column_location()}</th>
            <th scope="col">{m.organiser_dashboard_column_date()}</th>
            <th scope="col">{m.organiser_dashboard_column_deadline()}</th>
            <th scope="col">{m.organiser_dashboard_column_status()}</th>
            <th scope="col">{m.organiser_dashboard_column_actions()}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} data-event-id={event.id}>
              <td className="w-1/4">
                <p className="font-semibold wrap-anywhere">
                  {event.title} <RoleBadge role={event.role} />
                </p>
                <LiveCounts eventId={event.id} />
              </td>
              <td className="wrap-anywhere">{event.location ?? "-"}</td>
              <td className="min-w-28">
                {formatEventDateTime(event.event_date, event.time_zone, zoneName(event.time_zone))}
              </td>
              <td>
                {/* Named like the date beside it: a deadline abroad is on that place's clock. */}
                {formatEventDateTime(
                  event.deadline_date,
                  event.time_zone,
                  zoneName(event.time_zone),
                )}
              </td>
              <td>
                <EventStatusBadge event={event} />
              </td>
              <td>
                <EventRowActions event={event} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
