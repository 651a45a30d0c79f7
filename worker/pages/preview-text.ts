import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { seatsTaken } from "#contract/response-rules";
import { eventDateText } from "../lib/event-date-text";

export const SITE_NAME = "모임 RSVP";
export const NEUTRAL_TITLE = "모임 RSVP - 초대 링크 하나로 참석 관리";
export const NEUTRAL_DESCRIPTION =
  "이름과 짧은 비밀번호만으로 참석 여부를 알려주세요. 앱 설치도, 회원가입도 필요 없습니다.";

type Counts = Pick<
  EventPublicView,
  | "max_participants"
  | "attending_count"
  | "attending_seats"
  | "offered_seats"
  | "waiting_count"
  | "seat_state"
>;

/**
 * The people attending as the invite page says them (decision 0021): '참석 4명 (동반 2명 포함)'
 * when some bring guests, '참석 4명' otherwise; null when the guest list is hidden (decision 0041).
 */
export function attendingText(view: Counts): string | null {
  if (view.attending_seats === null || view.attending_count === null) return null;
  const guests = view.attending_seats - view.attending_count;
  return `참석 ${view.attending_seats}명${guests > 0 ? ` (동반 ${guests}명 포함)` : ""}`;
}

/**
 * Where a newcomer stands (the view's `seat_state`, counted in seats against the maximum with
 * open offers taken: decisions 0021, 0022), and how many seats are left when the counts may be
 * shown; `{ left: null }` when seats are free but the guest list hides how many (decision 0041).
 * Null without a maximum.
 */
export function seatsOpen(view: Counts): { left: number | null } | "full" | "queue" | null {
  if (view.seat_state !== "open") return view.seat_state;
  if (view.max_participants === null || view.attending_count === null) return { left: null };
  return { left: view.max_participants - seatsTaken(seatCountsOf(view)) };
}

/** The seat part of a preview: the seats left, or only the seat state when counts are hidden. */
function seatsText(view: Counts): string | null {
  const open = seatsOpen(view);
  if (open === null) return attendingText(view);
  if (open === "full") return "정원 마감 · 대기 신청 가능";
  if (open === "queue") return "대기 신청 가능";
  return open.left === null ? "자리 있음" : `남은 자리 ${open.left}/${view.max_participants}`;
}

/** One line for the card: when, where, and how many seats are left. */
export function previewSummary(view: EventPublicView): string {
  const parts = [`📅 ${eventDateText(view.event_date, view.time_zone)}`];
  if (view.location) parts.push(`📍 ${view.location}`);
  const seats = seatsText(view);
  if (seats) parts.push(seats);
  return parts.join(" · ");
}

export function previewDescription(view: EventPublicView): string {
  const summary = previewSummary(view);
  const about = view.description?.replace(/\s+/g, " ").trim();
  const text = about ? `${summary} — ${about}` : summary;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
