import type { ReactNode } from "react";
import type { EventStats } from "#contract/stats";
import { m } from "#messages";
import { OverCapacityBadge } from "../../../../components/ui/over-capacity-badge";
import { guestsIncluded } from "../../seat-counts";

/**
 * The stat cards. Attending, open offers and waiting count people, guests included (they hold
 * or ask for seats: decision 0021), and say '동반 4명 포함' when some are guests; attending reads
 * against the maximum and says '정원 초과' when a lowered maximum left more people attending
 * than it allows. An event that offers freed seats (decision 0022) shows its open offers
 * ('제안 중'), whose seats are taken until the offer is taken up, declined or lapses. The
 * cards size to what they hold, so that badge keeps its room on a 360 px phone instead of
 * scrolling the row sideways. Once anyone has
 * been checked in at the door, attending says how many of its people came
 * ('입장 12 / 참석 30명', guests included).
 */
export function ResponseStats({
  stats,
  max,
  offers = false,
}: {
  stats: EventStats | undefined;
  max: number | null;
  /** The event offers freed seats: its open offers get a card (shown anyway while any are open). */
  offers?: boolean;
}) {
  const guests = (people: number, responses: number, testId: string) => {
    const text = guestsIncluded(people, responses);
    return text && <span data-testid={testId}>{text}</span>;
  };
  return (
    <section
      className="stats stats-horizontal w-full border border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
      aria-label={m.responses_stats_label()}
    >
      <Stat title={m.responses_stat_total()} value={stats?.total_responses} testId="stat-total" />
      <Stat
        title={m.responses_stat_attending()}
        value={stats?.attending_seats}
        suffix={max ? ` / ${max}` : ""}
        testId="stat-attending"
      >
        {stats && guests(stats.attending_seats, stats.attending_count, "stat-attending-guests")}
        <OverCapacityBadge attending={stats?.attending_seats} max={max} />
        {/* Only once the door has checked someone in: before the day it would read 0 forever. */}
        {stats && stats.checked_in_count > 0 && (
          <span data-testid="stat-checked-in">
            {m.responses_checked_in_count({
              checkedIn: stats.checked_in_count,
              attending: stats.attending_seats,
            })}
          </span>
        )}
      </Stat>
      {(offers || (stats?.offered_count ?? 0) > 0) && (
        <Stat title={m.responses_stat_offered()} value={stats?.offered_seats} testId="stat-offered">
          {stats && guests(stats.offered_seats, stats.offered_count, "stat-offered-guests")}
        </Stat>
      )}
      <Stat title={m.responses_stat_waiting()} value={stats?.waiting_seats} testId="stat-waiting">
        {stats && guests(stats.waiting_seats, stats.waiting_count, "stat-waiting-guests")}
      </Stat>
    </section>
  );
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
