import type { EventPublicView } from "#contract/events";
import { koreaClock } from "#contract/korea-time";

export const SITE_NAME = "모임 RSVP";
export const NEUTRAL_TITLE = "모임 RSVP - 초대 링크 하나로 참석 관리";
export const NEUTRAL_DESCRIPTION =
  "이름과 짧은 비밀번호만으로 참석 여부를 알려주세요. 앱 설치도, 회원가입도 필요 없습니다.";

/**
 * '12월 19일 (토) 오후 7:00', in Korea's time: the product speaks Korean, and a chat preview has
 * no browser zone to follow.
 */
export function previewDate(iso: string): string {
  const clock = koreaClock(iso);
  return clock ? `${clock.month}월 ${clock.day}일 (${clock.weekday}) ${clock.time}` : "";
}

/** One line for the card: when, where, and how many seats are left. */
export function previewSummary(view: EventPublicView): string {
  const parts = [`📅 ${previewDate(view.event_date)}`];
  if (view.location) parts.push(`📍 ${view.location}`);
  if (view.max_participants !== null) {
    const left = Math.max(0, view.max_participants - view.attending_count);
    parts.push(
      left > 0 ? `남은 자리 ${left}/${view.max_participants}` : "정원 마감 · 대기 신청 가능",
    );
  } else {
    parts.push(`참석 ${view.attending_count}명`);
  }
  return parts.join(" · ");
}

export function previewDescription(view: EventPublicView): string {
  const summary = previewSummary(view);
  const about = view.description?.replace(/\s+/g, " ").trim();
  const text = about ? `${summary} — ${about}` : summary;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
