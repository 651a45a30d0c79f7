import { m } from "#messages";
import { useEventCounts } from "../../api/event-counts";

/**
 * Under the maximum while editing: a maximum below the people already attending (guests count:
 * they hold seats) keeps all of them (DESIGN: nobody is moved out) and sends every new answer
 * to the waiting list until enough cancel. The organiser should know that before saving, not
 * find '참석 3 / 1' afterwards. The counts are the ones the dashboard's live counts already hold.
 */
export function CapacityWarning({ eventId, max }: { eventId: string; max: string }) {
  const counts = useEventCounts(eventId);
  const limit = /^\d+$/.test(max.trim()) ? Number(max) : null;
  if (!counts || limit === null || limit < 1 || limit >= counts.attending_seats) return null;
  const seats = counts.attending_seats;
  const guests = seats - counts.attending_count;
  return (
    <p
      role="status"
      className="alert alert-warning alert-soft mt-1 text-sm whitespace-normal"
      data-testid="capacity-warning"
    >
      {guests > 0
        ? m.organiser_capacity_warning_guests({ seats, guests, limit })
        : m.organiser_capacity_warning({ seats, limit })}
    </p>
  );
}
