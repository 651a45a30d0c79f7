import { m } from "#messages";
import { useEventCounts } from "../../api/event-counts";

const warningClass = "alert alert-warning alert-soft mt-1 text-sm whitespace-normal";

/**
 * Under the maximum while editing, what a lower maximum does before it is saved, from the
 * counts the dashboard's live counts already hold:
 * - below the people already attending (guests count: they hold seats), all of them stay
 *   (DESIGN: nobody is moved out) and every new answer waits until enough cancel;
 * - below what attending and open offers hold, the offers that no longer fit are taken back,
 *   latest in the queue first: they wait at their place again, and are told (decision 0022).
 */
export function CapacityWarning({ eventId, max }: { eventId: string; max: string }) {
  const counts = useEventCounts(eventId);
  const limit = /^\d+$/.test(max.trim()) ? Number(max) : null;
  if (!counts || limit === null || limit < 1) return null;
  const seats = counts.attending_seats;
  const guests = seats - counts.attending_count;
  const offered = counts.offered_count;
  const offersOver = offered > 0 && limit < seats + counts.offered_seats;
  if (limit >= seats && !offersOver) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="capacity-warning">
      {limit < seats && (
        <p role="status" className={warningClass}>
          {guests > 0
            ? m.organiser_capacity_warning_guests({ seats, guests, limit })
            : m.organiser_capacity_warning({ seats, limit })}
        </p>
      )}
      {offersOver && (
        <p role="status" className={warningClass} data-testid="offers-warning">
          {m.organiser_capacity_offers_taken_back({ offered })}
        </p>
      )}
    </div>
  );
}

/**
 * Under the maximum and '동반 인원': a party (one person and as many guests as allowed) larger
 * than the maximum could never get in, however many seats free up. Said before saving.
 */
export function PartyWarning({ max, maxGuests }: { max: string; maxGuests: string }) {
  const limit = /^\d+$/.test(max.trim()) ? Number(max) : null;
  const party = 1 + Number(maxGuests);
  if (limit === null || limit < 1 || !Number.isInteger(party) || party <= limit) return null;
  return (
    <p role="status" className={warningClass} data-testid="party-warning">
      {m.organiser_party_over_capacity({ limit, party })}
    </p>
  );
}
