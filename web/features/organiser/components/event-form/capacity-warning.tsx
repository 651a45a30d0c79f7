import { useQuery } from "@tanstack/react-query";
import { offersToTakeBack } from "#contract/offers-taken-back";
import { m } from "#messages";
import { useEventCounts } from "../../api/event-counts";
import { eventResponsesQuery, wholeRows } from "../../api/event-queries";

const warningClass = "alert alert-warning alert-soft mt-1 text-sm whitespace-normal";

/**
 * Under the maximum while editing, what a lower maximum does before it is saved, from the
 * counts the dashboard's live counts already hold:
 * - below the people already attending (guests count: they hold seats), all of them stay
 *   (DESIGN: nobody is moved out) and every new answer waits until enough cancel;
 * - below what attending and open offers hold, the offers that no longer fit are taken back,
 *   latest in the queue first: they wait at their place again, and are told (decision 0022).
 *   Who they are comes from the responses list (read only then), by the room's own rule.
 */
export function CapacityWarning({ eventId, max }: { eventId: string; max: string }) {
  const counts = useEventCounts(eventId);
  const limit = /^\d+$/.test(max.trim()) ? Number(max) : null;
  const seats = counts?.attending_seats ?? 0;
  const offersOver =
    !!counts && limit !== null && counts.offered_count > 0 && limit < seats + counts.offered_seats;
  const names = useTakenBack(eventId, offersOver ? limit : null);
  if (!counts || limit === null || limit < 1) return null;
  const guests = seats - counts.attending_count;
  const offered = counts.offered_count;
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
          {names
            ? m.organiser_capacity_offers_taken_back_names({ names: names.join(", ") })
            : m.organiser_capacity_offers_taken_back({ offered })}
        </p>
      )}
    </div>
  );
}

/**
 * The names of those whose offers a maximum of `limit` would take back, in the queue's order
 * (the list gives open offers and the queue in it); undefined while the list is not read.
 */
function useTakenBack(eventId: string, limit: number | null): string[] | undefined {
  const list = useQuery({ ...eventResponsesQuery(eventId), enabled: limit !== null });
  const rows = wholeRows(list.data);
  if (!rows || limit === null) return undefined;
  const seatsOf = (row: { guests: number }) => 1 + row.guests;
  const offers = rows.filter((row) => row.status === "offered");
  const held = rows
    .filter((row) => row.status === "attending" || row.status === "offered")
    .reduce((sum, row) => sum + seatsOf(row), 0);
  const taken = new Set(
    offersToTakeBack(
      offers.map((row) => ({ id: row.id, seats: seatsOf(row) })),
      held,
      limit,
    ),
  );
  const names = offers.filter((row) => taken.has(row.id)).map((row) => row.name);
  return names.length > 0 ? names : undefined;
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
