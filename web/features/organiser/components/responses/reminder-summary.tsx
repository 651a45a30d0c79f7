import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { type ReminderState, reminderState } from "./reminder-state";

/**
 * One line under the stats once the event's reminder went out: how many confirmed, how many
 * have not replied, how many it could not reach ('리마인더: 확인 3 · 답 없음 2 · 연락 안 됨 1').
 * Nothing for an event without a reminder, or before anyone was reminded.
 */
export function ReminderSummary({
  responses,
  reminderHours,
}: {
  responses: ResponseAdmin[] | undefined;
  reminderHours: number | null;
}) {
  if (reminderHours === null || !responses) return null;
  // Those who left after it are counted by the stats under their status, not here.
  const counts: Record<ReminderState, number> = {
    confirmed: 0,
    unconfirmed: 0,
    unreached: 0,
    left: 0,
  };
  for (const response of responses) {
    const state = reminderState(response);
    if (state) counts[state] += 1;
  }
  if (counts.confirmed + counts.unconfirmed + counts.unreached === 0) return null;
  return (
    <p className="text-sm text-base-content/70" data-testid="reminder-summary">
      {m.responses_reminder_summary(counts)}
    </p>
  );
}
