import { eventClock } from "#contract/event-time";
import type { EventPublicView } from "#contract/public-view";
import { seatsTaken } from "#contract/response-rules";
import { zoneNote } from "#contract/time-zones";

export const SITE_NAME = "모임 RSVP";
export const NEUTRAL_TITLE = "모임 RSVP - 초대 링크 하나로 참석 관리";
export const NEUTRAL_DESCRIPTION =
  "이름과 짧은 비밀번호만으로 참석 여부를 알려주세요. 앱 설치도, 회원가입도 필요 없습니다.";

/**
 * '12월 19일 (토) 오후 7:00' on the clock where the event happens, with the zone named when it
 * is not Korea's ('… (베를린 시간)'): a chat preview has no reader's zone to follow.
 */
export function previewDate(iso: string, zone: string): string {
  const clock = eventClock(iso, zone);
  if (!clock) return "";
  const note = zoneNote(zone);
  return `${clock.month}월 ${clock.day}일 (${clock.weekday}) ${clock.time}${note ? ` (${note})` : ""}`;
}

type Counts = Pick<
  EventPublicView,
  "max_participants" | "attending_count" | "attending_seats" | "offered_seats" | "waiting_count"
>;

/**
 * The people attending as the invite page says them (decision 0021): '참석 4명 (동반 2명 포함)'
 * when some bring guests, '참석 4명' otherwise.
 */
export function attendingText(view: Counts): string {
  const guests = view.attending_seats - view.attending_count;
  return `참석 ${view.attending_seats}명${guests > 0 ? ` (동반 ${guests}명 포함)` : ""}`;
}

/**
 * Where a newcomer stands, counted in seats (people and their guests) against the maximum,
 * those held by open offers taken (decision 0022): seats left, full, or (seats free but a party
 * waiting for more of them) waiting, since a sign-up gets in only while nobody waits. Null
 * without a maximum.
 */
export function seatsOpen(view: Counts): { left: number } | "full" | "queue" | null {
  if (view.max_participants === null) return null;
  const left = view.max_participants - seatsTaken(view);
  if (left <= 0) return "full";
  return view.waiting_count > 0 ? "queue" : { left };
}

/** One line for the card: when, where, and how many seats are left. */
export function previewSummary(view: EventPublicView): string {
  const parts = [`📅 ${previewDate(view.event_date, view.time_zone)}`];
  if (view.location) parts.push(`📍 ${view.location}`);
  const open = seatsOpen(view);
  if (open === null) parts.push(attendingText(view));
  else if (open === "full") parts.push("정원 마감 · 대기 신청 가능");
  else if (open === "queue") parts.push("대기 신청 가능");
  else parts.push(`남은 자리 ${open.left}/${view.max_participants}`);
  return parts.join(" · ");
}

export function previewDescription(view: EventPublicView): string {
  const summary = previewSummary(view);
  const about = view.description?.replace(/\s+/g, " ").trim();
  const text = about ? `${summary} — ${about}` : summary;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
