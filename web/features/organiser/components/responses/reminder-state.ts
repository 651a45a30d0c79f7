import type { ResponseAdmin } from "#contract/responses";

/**
 * Where a response stands with the event's reminder (decision 0026), in the organiser's words:
 * its one-tap reply was '참석 유지' (참석 확인), the reminder went out and no one-tap reply came
 * (queued or delivered: unconfirmed), or no channel took it (every one failed, or it had none).
 * One that was reminded and no longer attends (it said '못 가요', or changed its status) shows
 * only that it was reminded: its status says the rest. Null: not reminded.
 */
export type ReminderState = "confirmed" | "unconfirmed" | "unreached" | "left";

export const REMINDER_LABELS: Record<ReminderState, string> = {
  confirmed: "참석 확인",
  unconfirmed: "리마인더 보냄 · 답 없음",
  unreached: "연락 안 됨",
  left: "리마인더 보냄",
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
