import { m } from "#messages";
import { OverCapacityBadge } from "../../../../components/ui/over-capacity-badge";
import { useLiveEvent } from "../../../../lib/use-live-event";
import { useEventCounts } from "../../api/event-counts";
import { guestsIncluded } from "../../seat-counts";

/**
 * One event's counts, kept current by its room's public socket, and '정원 초과' when a lowered
 * maximum left more people attending than it allows. Each counts people, guests included, as
 * the maximum does ('참석 12/20 (동반 4명 포함) · 대기 3'); open seat offers ('제안 중') show
 * while any are open.
 */
export function LiveCounts({ eventId }: { eventId: string }) {
  const status = useLiveEvent(eventId);
  const data = useEventCounts(eventId);
  if (!data) return <span className="skeleton inline-block h-4 w-24 align-middle" />;
  const limit = data.max_participants === null ? "" : `/${data.max_participants}`;
  const guests = (people: number, responses: number, testId: string) => {
    const text = guestsIncluded(people, responses);
    return text && <span data-testid={testId}>({text})</span>;
  };
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        className="inline-flex flex-wrap items-center gap-x-1.5 text-xs text-base-content/70"
        data-testid="live-counts"
        data-status={status}
        title={status === "live" ? m.organiser_counts_live() : m.organiser_counts_later()}
      >
        <span
          aria-hidden="true"
          className={`status ${status === "live" ? "status-success" : "status-neutral"}`}
        />
        {/* Each count whole on a line: a narrow table column wraps between them. */}
        <span className="whitespace-nowrap">
          {m.organiser_counts_attending()}{" "}
          <strong className="text-base-content">
            {data.attending_seats}
            {limit}
          </strong>
          {guests(data.attending_seats, data.attending_count, "live-counts-guests")}
        </span>
        {data.offered_count > 0 && (
          <span className="whitespace-nowrap">
            <span aria-hidden="true">·</span> {m.organiser_counts_offered()}{" "}
            <strong className="text-base-content" data-testid="live-counts-offered">
              {data.offered_seats}
            </strong>
          </span>
        )}
        <span className="whitespace-nowrap">
          <span aria-hidden="true">·</span> {m.organiser_counts_waiting()}{" "}
          <strong className="text-base-content">{data.waiting_seats}</strong>
          {guests(data.waiting_seats, data.waiting_count, "live-counts-waiting-guests")}
        </span>
      </span>
      <OverCapacityBadge attending={data.attending_seats} max={data.max_participants} />
    </span>
  );
}
