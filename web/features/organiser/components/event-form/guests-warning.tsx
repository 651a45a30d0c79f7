import { useQuery } from "@tanstack/react-query";
import { m } from "#messages";
import { publicEventQuery } from "../../../../lib/public-event-query";

/**
 * Under '동반 인원' while editing: lowering it takes no guests from those who already bring
 * more (decision 0021); they keep them and may only lower them. Said before saving, so the
 * organiser does not expect the seats back.
 */
export function GuestsWarning({ eventId, maxGuests }: { eventId: string; maxGuests: string }) {
  const responses = useQuery(publicEventQuery(eventId)).data?.responses;
  const limit = Number(maxGuests);
  const over = responses?.filter((response) => response.guests > limit);
  if (!over?.length) return null;
  return (
    <p
      role="status"
      className="alert alert-warning alert-soft mt-1 text-sm whitespace-normal"
      data-testid="guests-warning"
    >
      {limit === 0
        ? m.organiser_guests_warning_none({ count: over.length })
        : m.organiser_guests_warning_fewer({ count: over.length, limit })}
    </p>
  );
}
