import { useSyncExternalStore } from "react";
import { zoneName } from "#contract/event-time";
import { browserZone, formatShortDateTime, utcOffsetLabel } from "../../../lib/dates";

const noChange = () => () => {};

/**
 * The line under the event's date: the zone it is written in ('한국 시간 기준 · UTC+9') as the
 * Worker renders it, and once the app runs in a browser set to another zone, that reader's own
 * time ('내 시간 12월 20일 오전 3:00 · 로스앤젤레스'). One line either way, so nothing moves.
 */
export function ViewerTime({ iso, zone }: { iso: string; zone: string }) {
  const viewer = useSyncExternalStore(noChange, browserZone, () => null);
  const text =
    viewer && viewer !== zone
      ? `내 시간 ${formatShortDateTime(iso, viewer)} · ${zoneName(viewer)}`
      : `${zoneName(zone)} 시간 기준 · ${utcOffsetLabel(iso, zone)}`;
  return (
    <span className="block truncate text-sm text-base-content/70" data-testid="viewer-time">
      {text}
    </span>
  );
}
