import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";

/**
 * Where a response stands with the event's reminder (decision 0026), in the organiser's words:
 * its one-tap reply was '참석 유지' (참석 확인), the reminder went out and no one-tap reply came
 * (queued or delivered: unconfirmed), or no channel took it (every one failed, or it had none).
 * One that was reminded and no longer attends (it said '못 가요', or changed its status) shows
 * only that it was reminded: its status says the rest. Null: not reminded.
 */
export type ReminderState = "confirmed" | "unconfirmed" | "unreached" | "left";

/** Each state's words, called when shown (the list's badge, the CSV's column). */
export const REMINDER_LABELS: Record<ReminderState, () => string> = {
  confirmed: m.responses_reminder_confirmed,
  unconfirmed: m.responses_reminder_unconfirmed,
  unreached: m.responses_reminder_unreached,
  left: m.responses_reminder_left,
};

export function reminderState(
  response: Partial<Pick<ResponseAdmin, "reminder" | "confirmed_at" | "status">>,
): ReminderState | null {
  const attends = response.status === undefined || response.status === "attending";
  if (attends && response.confirmed_at) return "confirmed";
  if (!response.reminder) return null;
  if (!attends) return "left";
  if (response.reminder === "pending" || response.reminder === "delivered") return "unconfirmed";
  return "unreached";
}
