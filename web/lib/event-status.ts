/** The badge every event screen shows, derived on the client (spec section 4). */
export type EventStatus = {
  label: "마감됨" | "종료됨" | "진행중";
  tone: "error" | "neutral" | "success";
};

export function eventStatus(
  event: { event_date: string; deadline_date: string | null },
  now: Date = new Date(),
): EventStatus {
  if (event.deadline_date && now > new Date(event.deadline_date)) {
    return { label: "마감됨", tone: "error" };
  }
  if (now > new Date(event.event_date)) return { label: "종료됨", tone: "neutral" };
  return { label: "진행중", tone: "success" };
}
