import type { ReactNode } from "react";
import type { EventStats, ResponsesAdmin } from "#contract/events";
import { OverCapacityBadge } from "../../../../components/ui/over-capacity-badge";
import { guestsIncluded, peopleIn } from "../../seat-counts";

/**
 * The three stat cards. Attending counts people, guests included (they hold seats: decision
 * 0021), reads against the maximum, and says '동반 4명 포함' when guests attend and '정원 초과'
 * when a lowered maximum left more people attending than it allows. Waiting counts responses,
 * and the people they stand for when some bring guests. An event that offers freed seats
 * (decision 0022) also shows its open offers ('제안 중'), whose seats are taken until answered.
 * The cards size to what they hold, so that badge keeps its room on a 360 px phone instead of
 * scrolling the row sideways.
 */
export function ResponseStats({
  stats,
  max,
  waitingPeople,
  offers = false,
}: {
  stats: EventStats | undefined;
  max: number | null;
  /** The event offers freed seats: its open offers get a card (shown anyway while any are open). */
  offers?: boolean;
  /** People in the waiting responses, guests included; absent when not known (a partial list). */
  waitingPeople?: number;
}) {
  const guests = stats && guestsIncluded(stats);
  const waitingGuests =
    stats && waitingPeople !== undefined && waitingPeople > stats.waiting_count
      ? `동반 포함 ${waitingPeople}명`
      : null;
  return (
    <section
      className="stats stats-horizontal w-full border border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
      aria-label="응답 통계"
    >
      <Stat title="전체 응답" value={stats?.total_responses} testId="stat-total" />
      <Stat
        title="참석"
        value={stats?.attending_seats}
        suffix={max ? ` / ${max}` : ""}
        testId="stat-attending"
      >
        {guests && <span data-testid="stat-attending-guests">{guests}</span>}
        <OverCapacityBadge attending={stats?.attending_seats} max={max} />
      </Stat>
      {(offers || (stats?.offered_count ?? 0) > 0) && (
        <Stat title="제안 중" value={stats?.offered_count} testId="stat-offered">
          {stats && stats.offered_seats > stats.offered_count && (
            <span data-testid="stat-offered-people">{`동반 포함 ${stats.offered_seats}명`}</span>
          )}
        </Stat>
      )}
      <Stat title="대기" value={stats?.waiting_count} testId="stat-waiting">
        {waitingGuests && <span data-testid="stat-waiting-people">{waitingGuests}</span>}
      </Stat>
    </section>
  );
}

/** The people waiting, guests included, when the list holds every response (it stops at 100). */
export function waitingPeopleIn(list: ResponsesAdmin): number | undefined {
  if (list.data.length < list.count) return undefined;
  return peopleIn(list.data.filter((response) => response.status === "waiting"));
}

function Stat({
  title,
  value,
  suffix = "",
  testId,
  children,
}: {
  title: string;
  value: number | undefined;
  suffix?: string;
  testId: string;
  /** Notes under the value. */
  children?: ReactNode;
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
      {children && (
        <div className="stat-desc mt-1 flex flex-col items-start gap-1 empty:hidden">
          {children}
        </div>
      )}
    </div>
  );
}
