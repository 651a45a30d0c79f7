import type { EventPublicView } from "#contract/public-view";
import { m } from "#messages";
import { EventStatusBadge } from "../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../lib/dates";
import type { LiveStatus } from "../../../lib/live-status";
import { calendarUrl } from "../api/calendar-link";
import { seatStateText } from "../seat-state-text";
import { Icon, type IconName } from "./icons";
import { OrganiserContact } from "./organiser-contact";
import { ViewerTime } from "./viewer-time";

function Detail({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Icon name={icon} className="mt-0.5 size-4 text-primary" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The organiser's words: the standing reminder, and the last announcement. */
function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div role="note" className="alert alert-info alert-soft items-start">
      <Icon name="bell" className="mt-0.5 size-5" />
      <div>
        <p className="text-sm font-semibold">{title}</p>
        <p className="whitespace-pre-line text-base-content">{text}</p>
      </div>
    </div>
  );
}

/**
 * What follows a count of seats: the counter word ('명', none in English), the guests among
 * them, the seats on offer, and that there is no maximum; each part a message, shown when it
 * applies, the parts between dots.
 */
function capacityNote(guests: number, offered: number, max: number | null) {
  const counted = [
    m.invitee_capacity_counter(),
    guests > 0 ? m.invitee_capacity_guests({ guests }) : "",
  ].filter(Boolean);
  const parts = [
    counted.join(" "),
    offered ? m.invitee_capacity_offered({ offered }) : "",
    max ? "" : m.invitee_capacity_no_limit(),
  ];
  return parts.filter(Boolean).join(" · ");
}

/** Title, time, place, deadline, the organiser's words, and how full the event is. */
export function EventDetails({ view, live }: { view: EventPublicView; live: LiveStatus }) {
  const max = view.max_participants;
  // Under `guest_list` `hidden` the counts are null: only where a newcomer stands is told.
  const hidden = view.attending_seats === null;
  // Seats: the people attending and the guests they bring, what the maximum counts.
  const seats = view.attending_seats ?? 0;
  const guests = seats - (view.attending_count ?? 0);
  // Seats held by open offers are taken too, until accepted, declined or lapsed (decision 0022).
  const offered = view.offered_seats ?? 0;
  const full = view.seat_state === "full";
  // People waiting with their guests: a party waits whole (decision 0021).
  const waitingGuests = (view.waiting_seats ?? 0) - (view.waiting_count ?? 0);
  const ratio = max ? Math.min(100, Math.round(((seats + offered) / max) * 100)) : 0;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="event-title">
      <div className="card-body gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <EventStatusBadge event={view} />
          <LiveIndicator status={live} />
        </div>
        <h1 id="event-title" className="text-2xl leading-snug font-bold sm:text-3xl">
          {view.title}
        </h1>
        <dl className="flex flex-col gap-2 text-[0.95rem]">
          <Detail icon="calendar" label={m.invitee_detail_when()}>
            {formatEventDateTime(view.event_date, view.time_zone, view.time_zone_name)}
            <ViewerTime iso={view.event_date} zone={view.time_zone} name={view.time_zone_name} />
          </Detail>
          {view.location && (
            <Detail icon="pin" label={m.invitee_detail_where()}>
              {view.location}
            </Detail>
          )}
          {view.deadline_date && (
            <Detail icon="clock" label={m.invitee_detail_deadline()}>
              {/* Its zone named as the date's is (decision 0013). */}
              {m.invitee_deadline_line({
                date: formatEventDateTime(view.deadline_date, view.time_zone, view.time_zone_name),
              })}
            </Detail>
          )}
        </dl>
        {view.description && (
          <p className="whitespace-pre-line text-base-content/80">{view.description}</p>
        )}
        {view.announcement && (
          <Notice
            title={(view.announcement.edited_at
              ? m.invitee_announcement_title_edited
              : m.invitee_announcement_title)({
              date: formatDateTime(view.announcement.sent_at, view.time_zone),
            })}
            text={view.announcement.message}
          />
        )}
        {view.reminder_message && (
          <Notice title={m.invitee_reminder_title()} text={view.reminder_message} />
        )}
        <div className="rounded-box bg-base-200 p-4" data-testid="capacity">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="flex grow-0 items-center gap-2">
              <Icon name="users" className="size-4 text-primary" />
              {hidden ? (
                <strong data-testid="seat-state">{seatStateText(view.seat_state)}</strong>
              ) : (
                <>
                  <span className="text-sm text-base-content/70">
                    {m.invitee_capacity_attending()}
                  </span>
                  <strong className="text-xl tabular-nums" data-testid="attending-count">
                    {max ? `${seats} / ${max}` : seats}
                  </strong>
                  <span className="text-sm text-base-content/70">
                    {capacityNote(guests, offered, max)}
                  </span>
                </>
              )}
            </p>
            {!hidden && (view.waiting_count || full) && (
              <p className="ml-auto grow-0 text-sm" data-testid="waiting-count">
                {m.invitee_capacity_waiting()}{" "}
                <strong className="tabular-nums">{view.waiting_seats}</strong>
                {capacityNote(waitingGuests, 0, 1)}
              </p>
            )}
          </div>
          {max !== null && !hidden && (
            <progress
              className={`progress mt-3 w-full ${ratio >= 100 ? "progress-warning" : "progress-primary"}`}
              value={ratio}
              max={100}
              aria-label={m.invitee_capacity_progress({ max, seats })}
            />
          )}
          {/* Once closed, nobody can sign up: the closed card below says so, with the contact. */}
          {full && !view.is_closed && (
            <>
              <p className="mt-2 text-sm text-base-content/70">
                {view.promotion === "offer"
                  ? m.invitee_full_note_offer()
                  : m.invitee_full_note_promote()}
              </p>
              {view.contact && <OrganiserContact contact={view.contact} />}
            </>
          )}
          {max !== null && view.max_guests > 0 && (
            // Decision 0021: a party waits whole, and nobody passes the one ahead of them.
            <p className="mt-2 text-sm text-base-content/70" data-testid="queue-rule">
              {m.invitee_queue_rule()}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={calendarUrl(view.id)}
            // The file's name comes with it: the event's title (Content-Disposition).
            download
            className="btn btn-outline btn-primary btn-sm"
            data-testid="add-to-calendar"
          >
            <Icon name="plus" className="size-4" />
            {m.invitee_add_to_calendar()}
          </a>
          {/* Events have no end: the file gives them two hours (worker/services/calendar.ts). */}
          <span className="text-xs text-base-content/70">{m.invitee_calendar_two_hours()}</span>
        </div>
      </div>
    </section>
  );
}
