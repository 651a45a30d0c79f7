import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { REMINDER_LABELS, type ReminderState, reminderState } from "./reminder-state";

/** Each state's badge tone (existing classes) and what it means for the organiser. */
const LOOK: Record<ReminderState, { tone: string; title: () => string }> = {
  confirmed: {
    tone: "badge-success badge-soft",
    title: m.responses_reminder_confirmed_title,
  },
  unconfirmed: {
    tone: "badge-ghost",
    title: m.responses_reminder_unconfirmed_title,
  },
  left: {
    tone: "badge-ghost",
    title: m.responses_reminder_left_title,
  },
  unreached: {
    tone: "badge-warning badge-soft",
    title: m.responses_reminder_unreached_title,
  },
};

/** Whether the event's reminder reached this response, and its one-tap reply; else nothing. */
export function ReminderBadge({ response }: { response: ResponseAdmin }) {
  const state = reminderState(response);
  if (!state) return null;
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${LOOK[state].tone}`}
      title={LOOK[state].title()}
      data-testid="reminder-state"
      data-state={state}
    >
      {REMINDER_LABELS[state]()}
    </span>
  );
}
