import type { ResponseAdmin } from "#contract/responses";
import { REMINDER_LABELS, type ReminderState, reminderState } from "./reminder-state";

/** Each state's badge tone (existing classes) and what it means for the organiser. */
const LOOK: Record<ReminderState, { tone: string; title: string }> = {
  confirmed: {
    tone: "badge-success badge-soft",
    title: "리마인더에 '참석 유지'로 답했습니다.",
  },
  unconfirmed: {
    tone: "badge-ghost",
    title: "리마인더를 보냈지만 아직 답이 없습니다.",
  },
  left: {
    tone: "badge-ghost",
    title: "리마인더를 보낸 뒤 응답이 참석에서 바뀌었습니다.",
  },
  unreached: {
    tone: "badge-warning badge-soft",
    title: "리마인더를 전하지 못했습니다 (알림 실패, 또는 알릴 방법 없음). 직접 연락해보세요.",
  },
};

/** Whether the event's reminder reached this response, and its one-tap reply; else nothing. */
export function ReminderBadge({ response }: { response: ResponseAdmin }) {
  const state = reminderState(response);
  if (!state) return null;
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${LOOK[state].tone}`}
      title={LOOK[state].title}
      data-testid="reminder-state"
      data-state={state}
    >
      {REMINDER_LABELS[state]}
    </span>
  );
}
