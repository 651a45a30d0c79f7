import { closedReason } from "#contract/response-rules";

/** The badge every event screen shows: 마감됨 red, 종료됨 gray, 진행중 green. */
export type EventStatus = {
  label: "마감됨" | "종료됨" | "진행중";
  tone: "error" | "neutral" | "success";
};

const STATUSES: Record<"deadline_passed" | "event_ended" | "open", EventStatus> = {
  deadline_passed: { label: "마감됨", tone: "error" },
  event_ended: { label: "종료됨", tone: "neutral" },
  open: { label: "진행중", tone: "success" },
};

/** The event's status at `now`, by the rule the Worker and the room close responses by. */
export function eventStatus(
  event: { event_date: string; deadline_date: string | null },
  now: number = Date.now(),
): EventStatus {
  return STATUSES[closedReason(event, now) ?? "open"];
}
