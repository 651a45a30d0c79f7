import type { EventPublicView } from "#contract/public-view";
import { EventStatusBadge } from "../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../components/ui/live-indicator";
import { formatDateTime, formatEventDateTime } from "../../../lib/dates";
import type { LiveStatus } from "../../../lib/live-status";
import { seatNext } from "../../../lib/response-status";
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
          <Detail icon="calendar" label="일시">
            {formatEventDateTime(view.event_date, view.time_zone, view.time_zone_name)}
            <ViewerTime iso={view.event_date} zone={view.time_zone} name={view.time_zone_name} />
          </Detail>
          {view.location && (
            <Detail icon="pin" label="장소">
              {view.location}
            </Detail>
          )}
          {view.deadline_date && (
            <Detail icon="clock" label="응답 마감">
              {/* Its zone named as the date's is (decision 0013). */}
              {`${formatEventDateTime(view.deadline_date, view.time_zone, view.time_zone_name)} 응답 마감`}
            </Detail>
          )}
        </dl>
        {view.description && (
          <p className="whitespace-pre-line text-base-content/80">{view.description}</p>
        )}
        {view.announcement && (
          <Notice
            title={`주최자 공지 · ${formatDateTime(view.announcement.sent_at, view.time_zone)}${view.announcement.edited_at ? " · 수정됨" : ""}`}
            text={view.announcement.message}
          />
        )}
        {view.reminder_message && <Notice title="주최자 안내" text={view.reminder_message} />}
        <div className="rounded-box bg-base-200 p-4" data-testid="capacity">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="flex grow-0 items-center gap-2">
              <Icon name="users" className="size-4 text-primary" />
              {hidden ? (
                <strong data-testid="seat-state">{seatStateText(view.seat_state)}</strong>
              ) : (
                <>
                  <span className="text-sm text-base-content/70">참석</span>
                  <strong className="text-xl tabular-nums" data-testid="attending-count">
                    {max ? `${seats} / ${max}` : seats}
                  </strong>
                  <span className="text-sm text-base-content/70">
                    {`명${guests > 0 ? ` (동반 ${guests}명 포함)` : ""}${offered ? ` · 제안 중 ${offered}명` : ""}${max ? "" : " · 정원 제한 없음"}`}
                  </span>
                </>
              )}
            </p>
            {!hidden && (view.waiting_count || full) && (
              <p className="ml-auto grow-0 text-sm" data-testid="waiting-count">
                대기 <strong className="tabular-nums">{view.waiting_seats}</strong>
                {`명${waitingGuests > 0 ? ` (동반 ${waitingGuests}명 포함)` : ""}`}
              </p>
            )}
          </div>
          {max !== null && !hidden && (
            <progress
              className={`progress mt-3 w-full ${ratio >= 100 ? "progress-warning" : "progress-primary"}`}
              value={ratio}
              max={100}
              aria-label={`정원 ${max}명 중 ${seats}명 참석`}
            />
          )}
          {/* Once closed, nobody can sign up: the closed card below says so, with the contact. */}
          {full && !view.is_closed && (
            <>
              <p className="mt-2 text-sm text-base-content/70">
                {`정원이 찼습니다. 지금 신청하면 대기 명단에 올라가고, 자리가 나면 순서대로 ${seatNext(view)}.`}
              </p>
              {view.contact && <OrganiserContact contact={view.contact} />}
            </>
          )}
          {max !== null && view.max_guests > 0 && (
            // Decision 0021: a party waits whole, and nobody passes the one ahead of them.
            <p className="mt-2 text-sm text-base-content/70" data-testid="queue-rule">
              대기는 신청 순서대로입니다. 앞 순서 일행의 자리가 모두 나야 다음 순서로 넘어가요.
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={calendarUrl(view.id)}
            // The file's name comes with it (Content-Disposition: event-{id}.ics).
            download
            className="btn btn-outline btn-primary btn-sm"
            data-testid="add-to-calendar"
          >
            <Icon name="plus" className="size-4" />
            캘린더에 추가
          </a>
          {/* Events have no end: the file gives them two hours (worker/services/calendar.ts). */}
          <span className="text-xs text-base-content/70">2시간 일정으로 저장돼요</span>
        </div>
      </div>
    </section>
  );
}
