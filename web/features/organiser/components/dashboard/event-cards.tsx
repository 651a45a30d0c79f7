import type { EventPublic } from "#contract/events";
import { zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { EventStatusBadge } from "../../../../components/ui/event-status-badge";
import { formatEventDateTime } from "../../../../lib/dates";
import { type EventActionHandlers, EventCardActions } from "./event-actions";
import { LiveCounts } from "./live-counts";
import { RoleBadge } from "./role-badge";

type EventCardsProps = { events: EventPublic[] } & EventActionHandlers;

/** The phone view of the organiser's events: one card each, every action a full-size button. */
export function EventCards({ events, ...actions }: EventCardsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={m.organiser_dashboard_list()}>
      {events.map((event) => (
        <li
          key={event.id}
          className="card border border-base-300 bg-base-100"
          data-event-id={event.id}
        >
          <div className="card-body gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h2 className="card-title min-w-0 text-base wrap-anywhere">{event.title}</h2>
              <span className="flex flex-wrap justify-end gap-1">
                <RoleBadge role={event.role} />
                <EventStatusBadge event={event} />
              </span>
            </div>
            <LiveCounts eventId={event.id} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-base-content/70">{m.organiser_dashboard_column_location()}</dt>
              <dd className="min-w-0 wrap-anywhere">{event.location ?? "-"}</dd>
              <dt className="text-base-content/70">{m.organiser_dashboard_column_date()}</dt>
              <dd>
                {formatEventDateTime(event.event_date, event.time_zone, zoneName(event.time_zone))}
              </dd>
              <dt className="text-base-content/70">{m.organiser_dashboard_column_deadline()}</dt>
              <dd>
                {formatEventDateTime(
                  event.deadline_date,
                  event.time_zone,
                  zoneName(event.time_zone),
                )}
              </dd>
            </dl>
            <div className="card-actions mt-1">
              <EventCardActions event={event} {...actions} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
