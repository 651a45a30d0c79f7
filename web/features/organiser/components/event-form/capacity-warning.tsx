import { useEventCounts } from "../../api/event-counts";
import { attendingText } from "../../seat-counts";

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
  const attending = counts.attending_seats;
  return (
    <p
      role="status"
      className="alert alert-warning alert-soft mt-1 text-sm whitespace-normal"
      data-testid="capacity-warning"
    >
      {`지금 ${attendingText(counts)}보다 적습니다. 이미 참석한 ${attending}명은 그대로 참석으로 남고, 참석이 ${limit}명 아래로 줄 때까지 새 응답은 모두 대기로 들어갑니다.`}
    </p>
  );
}
