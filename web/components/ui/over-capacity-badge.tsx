import { m } from "#messages";

/**
 * '정원 초과': more people attending than the event's maximum, which happens only when an
 * organiser lowers the maximum below those already attending (nobody attending is moved out:
 * a seat once given stays given). Nothing when there is no maximum or the event fits.
 */
export function OverCapacityBadge({
  attending,
  max,
}: {
  attending: number | undefined;
  max: number | null | undefined;
}) {
  if (attending === undefined || max === null || max === undefined || attending <= max) {
    return null;
  }
  return (
    <span
      className="badge badge-warning badge-soft whitespace-nowrap"
      title={m.account_over_capacity_hint({ attending, max })}
      data-testid="over-capacity"
    >
      {m.account_over_capacity({ count: attending - max })}
    </span>
  );
}
