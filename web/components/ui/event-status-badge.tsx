import { eventStatus } from "../../lib/event-status";

const TONE = { error: "badge-error", neutral: "badge-neutral", success: "badge-success" };

export function EventStatusBadge({
  event,
}: {
  event: { event_date: string; deadline_date: string | null };
}) {
  const status = eventStatus(event);
  return <span className={`badge ${TONE[status.tone]} whitespace-nowrap`}>{status.label}</span>;
}
