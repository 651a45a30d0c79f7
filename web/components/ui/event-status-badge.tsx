import { eventStatus } from "../../lib/event-status";

/**
 * The phase's colours: 마감됨 red, 종료됨 gray, 진행중 green, each as an outline in its
 * own text colour, so the badge keeps a visible shape on the light and on the dark background
 * alike (the solid neutral badge was black, and vanished into the dark theme). The gray is the
 * page's text colour at 70 %, readable on both themes.
 */
const TONE = {
  error: "badge-error",
  neutral: "text-base-content/70",
  success: "badge-success",
};

export function EventStatusBadge({
  event,
}: {
  event: { event_date: string; deadline_date: string | null };
}) {
  const status = eventStatus(event);
  return (
    <span className={`badge badge-outline ${TONE[status.tone]} whitespace-nowrap`}>
      {status.label}
    </span>
  );
}
