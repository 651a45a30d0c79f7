import type { EventPublic } from "#contract/events";
import { erasureTime } from "#contract/retention";
import { m } from "#messages";
import { formatDateTime } from "../../../../lib/dates";

/**
 * When the responses' personal data is erased (`retention_days` after the event, the Worker's
 * own `erasureTime`), or when it was (`erased_at`): on the event's clock, as the page's other
 * dates. After it, the list is empty and the stats keep only counts, which the line says so that
 * neither reads as nobody having answered.
 */
export function RetentionNote({ event }: { event: EventPublic }) {
  const text = event.erased_at
    ? m.organiser_retention_erased({ date: formatDateTime(event.erased_at, event.time_zone) })
    : m.organiser_retention_until({
        date: formatDateTime(new Date(erasureTime(event)).toISOString(), event.time_zone),
        days: event.retention_days,
      });
  return (
    <p className="text-sm text-base-content/70" data-testid="retention-note">
      {text}
    </p>
  );
}
