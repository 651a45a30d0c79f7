import { useQuery } from "@tanstack/react-query";
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
        ? `이미 동반 인원을 적은 응답 ${over.length}개는 그대로 남습니다. 새 응답은 동반 인원을 적을 수 없습니다.`
        : `동반 인원이 ${limit}명보다 많은 응답 ${over.length}개는 그대로 남습니다. 그 응답들은 동반 인원을 줄일 수만 있습니다.`}
    </p>
  );
}
