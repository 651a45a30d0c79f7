import { cityOf } from "#i18n/dates";
import { DEFAULT_LANGUAGE } from "#i18n/language";
import { m } from "#messages";
import { useReaderLanguage } from "../../../i18n/reader-language";
import { browserZone, formatShortDateTime } from "../../../lib/dates";
import { useHydrated } from "../../../lib/use-hydrated";

/**
 * The line under the event's date: the zone it is written in ('베를린 시간 기준') as the Worker
 * renders it, and once the app runs in a browser set to another zone, that reader's own time
 * ('내 시간으로 12월 20일 오전 3:00'). One line either way, so nothing moves.
 */
export function ViewerTime({ iso, zone, name }: { iso: string; zone: string; name: string }) {
  const viewer = useHydrated() && browserZone();
  // `name` is the zone's Korean name (the snapshot's); another language names its city.
  const zoneName = useReaderLanguage() === DEFAULT_LANGUAGE ? name : cityOf(zone);
  const text =
    viewer && viewer !== zone
      ? m.invitee_viewer_time({ date: formatShortDateTime(iso, viewer) })
      : m.invitee_zone_time({ zone: zoneName });
  return (
    <span className="block truncate text-sm text-base-content/70" data-testid="viewer-time">
      {text}
    </span>
  );
}
