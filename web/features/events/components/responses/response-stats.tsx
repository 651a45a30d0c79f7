import type { ReactNode } from "react";
import type { EventStats } from "#contract/events";
import { OverCapacityBadge } from "../../../../components/ui/over-capacity-badge";

/**
 * The three stat cards. Attending reads against the maximum, and says '정원 초과' under it when
 * a lowered maximum left more people attending than it allows. The cards size to what they
 * hold, so that badge keeps its room on a 360 px phone instead of scrolling the row sideways.
 */
export function ResponseStats({
  stats,
  max,
}: {
  stats: EventStats | undefined;
  max: number | null;
}) {
  return (
    <section
      className="stats stats-horizontal w-full border border-base-300 bg-base-100 [&_.stat]:px-3 [&_.stat-value]:text-2xl sm:[&_.stat]:px-6 sm:[&_.stat-value]:text-4xl"
      aria-label="응답 통계"
    >
      <Stat title="전체 응답" value={stats?.total_responses} testId="stat-total" />
      <Stat
        title="참석"
        value={stats?.attending_count}
        suffix={max ? ` / ${max}` : ""}
        testId="stat-attending"
      >
        <OverCapacityBadge attending={stats?.attending_count} max={max} />
      </Stat>
      <Stat title="대기" value={stats?.waiting_count} testId="stat-waiting" />
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
  /** A note under the value. */
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
      {children && <div className="stat-desc mt-1 empty:hidden">{children}</div>}
    </div>
  );
}
