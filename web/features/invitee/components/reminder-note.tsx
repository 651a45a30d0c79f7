import { zoneNoteOf } from "#contract/event-time";
import type { EventPublicView } from "#contract/public-view";
import { m } from "#messages";
import { formatShortDateTime } from "../../../lib/dates";

/**
 * Near the form (decision 0026): an event with a reminder tells attending invitees with
 * notifications on when it comes, on the event's clock (its zone named unless Korea's); once
 * that time has passed, the room sends it as soon as they respond, so the line says so.
 */
export function ReminderNote({ view }: { view: EventPublicView }) {
  const at = view.reminder_at;
  if (!at) return null;
  const note = zoneNoteOf(view.time_zone, view.time_zone_name);
  const date = formatShortDateTime(at, view.time_zone);
  const text =
    Date.parse(at) <= Date.now()
      ? m.invitee_reminder_now()
      : note
        ? m.invitee_reminder_at_zone({ date, zone: note })
        : m.invitee_reminder_at({ date });
  return (
    <p className="text-sm text-base-content/70" data-testid="reminder-note">
      {text}
    </p>
  );
}
