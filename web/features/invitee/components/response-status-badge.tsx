import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { offerLabel, STATUS_LABELS, STATUS_TONES, statusLabel } from "../../../lib/response-status";

/**
 * 참석 / 불참 / 미정 / 대기 / 자리 제안 (and 제안 만료 for an offer that lapsed), in the colours the
 * organiser's screens use.
 */
export function ResponseStatusBadge({
  response,
  position,
  zone,
}: {
  response: ResponsePublic;
  /** The place in the waiting list, shown as '대기 2' (given only while it waits). */
  position?: number | null;
  /**
   * The event's zone: an open offer's end shows on its clock. Without it the badge says only
   * '자리 제안 중' ('내 응답', whose offer card says by when).
   */
  zone?: string;
}) {
  const { status } = response;
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${STATUS_TONES[status]}`}
      data-status={status}
    >
      {status === "offered"
        ? offerLabel(zone && response.offer_expires_at, zone)
        : position
          ? `${STATUS_LABELS[status]} ${position}`
          : statusLabel(response)}
    </span>
  );
}

/** '동반 2명': the guests a response brings along (nothing when none). */
export function GuestsBadge({ guests }: { guests: number }) {
  return guests > 0 ? (
    <span className="badge badge-sm badge-ghost whitespace-nowrap" data-testid="guests">
      {m.invitee_guests_badge({ guests })}
    </span>
  ) : null;
}
