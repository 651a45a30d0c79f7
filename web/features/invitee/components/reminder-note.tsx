import { zoneNoteOf } from "#contract/event-time";
import type { EventPublicView } from "#contract/public-view";
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
  const when =
    Date.parse(at) > Date.now()
      ? `${formatShortDateTime(at, view.time_zone)}${note && ` (${note})`}에`
      : "바로";
  return (
    <p className="text-sm text-base-content/70" data-testid="reminder-note">
      {`참석으로 답하고 알림을 켜 두면 ${when} 리마인더를 보내드려요.`}
    </p>
  );
}
