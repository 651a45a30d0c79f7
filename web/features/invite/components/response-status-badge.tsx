import type { ResponseStatus } from "#contract/events";
import { offerLabel, STATUS_LABELS, STATUS_TONES } from "../../../lib/response-status";

/** 참석 / 불참 / 미정 / 대기 / 자리 제안, in the colours the organiser's screens use. */
export function ResponseStatusBadge({
  status,
  position,
  expires,
  zone,
}: {
  status: ResponseStatus;
  /** The place in the waiting list, shown as '대기 2'. */
  position?: number | null;
  /** An open offer's end, shown on the event's clock (`zone`). */
  expires?: string | null;
  zone?: string;
}) {
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${STATUS_TONES[status]}`}
      data-status={status}
    >
      {status === "offered"
        ? offerLabel(expires, zone)
        : status === "waiting" && position
          ? `${STATUS_LABELS[status]} ${position}`
          : STATUS_LABELS[status]}
    </span>
  );
}

/** '동반 2명': the guests a response brings along (nothing when none). */
export function GuestsBadge({ guests }: { guests: number }) {
  return guests > 0 ? (
    <span className="badge badge-sm badge-ghost whitespace-nowrap" data-testid="guests">
      {`동반 ${guests}명`}
    </span>
  ) : null;
}
