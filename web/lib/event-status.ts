import { closedReason } from "#contract/response-rules";
import { m } from "#messages";

/** The badge every event screen shows: 마감됨 red, 종료됨 gray, 진행중 green. */
export type EventStatus = {
  label: string;
  tone: "error" | "neutral" | "success";
};

const STATUSES = {
  deadline_passed: { label: m.common_event_deadline_passed, tone: "error" },
  event_ended: { label: m.common_event_ended, tone: "neutral" },
  open: { label: m.common_event_open, tone: "success" },
} as const;

/** The event's status at `now`, by the rule the Worker and the room close responses by, in words. */
export function eventStatus(
  event: { event_date: string; deadline_date: string | null },
  now: number = Date.now(),
): EventStatus {
  const status = STATUSES[closedReason(event, now) ?? "open"];
  return { label: status.label(), tone: status.tone };
}
