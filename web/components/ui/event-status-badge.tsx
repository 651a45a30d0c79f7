import { eventStatus } from "../../lib/event-status";

/**
 * The spec's colours (section 4): 마감됨 red, 종료됨 gray, 진행중 green. Each is a soft tint with
 * a border in its own text colour, so the badge keeps a visible shape on the light and on the
 * dark background alike (a solid neutral badge was black, and vanished into the dark theme).
 * The gray is the page's own text colour at 70 %, readable on both themes' tints.
 */
const TONE = {
  error: "badge-soft badge-error border-current",
  neutral: "badge-soft border-current text-base-content/70",
  success: "badge-soft badge-success border-current",
};

export function EventStatusBadge({
  event,
}: {
  event: { event_date: string; deadline_date: string | null };
}) {
  const status = eventStatus(event);
  return (
    <span className={`badge ${TONE[status.tone]} whitespace-nowrap`} data-tone={status.tone}>
      {status.label}
    </span>
  );
}
