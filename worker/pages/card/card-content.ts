import type { EventPublicView } from "#contract/public-view";
import { eventDateText } from "../../lib/event-date-text";
import { attendingText, seatsOpen } from "../preview-text";
import type { CardContent } from "./card-svg";

/** Raised whenever the drawing changes, so that every card gets a new address. */
const CARD_DESIGN = 1;

const FOOTER = "링크를 눌러 참석 여부를 알려주세요";

/**
 * People attending with their guests, and whether a newcomer finds a seat (in seats). Under a
 * hidden guest list only the seat state (decision 0041); null when that says nothing either.
 */
function attendance(view: EventPublicView): string | null {
  const coming = attendingText(view);
  const open = seatsOpen(view);
  const joined = (seats: string) => (coming ? `${coming} · ${seats}` : seats);
  if (open === null) return coming;
  if (open === "full") return joined("정원 마감, 대기 신청 가능");
  if (open === "queue") return joined("대기 신청 가능");
  return joined(open.left === null ? "자리 있음" : `남은 자리 ${open.left}`);
}

/** What an event's card shows: its title, date, place and attendance. */
export function eventCard(view: EventPublicView): CardContent {
  const rows: CardContent["rows"] = [
    { icon: "calendar", text: eventDateText(view.event_date, view.time_zone) },
  ];
  if (view.location) rows.push({ icon: "pin", text: view.location });
  const seats = attendance(view);
  if (seats) rows.push({ icon: "people", text: seats });
  return { title: view.title, rows, footer: FOOTER };
}

/** The product's own card: /about, the app's other pages, unknown and deleted events. */
export const NEUTRAL_CARD: CardContent = {
  title: "초대 링크 하나로 참석 관리",
  rows: [
    { icon: "people", text: "이름과 짧은 비밀번호만으로 응답" },
    { icon: "check", text: "정원이 차면 대기, 자리가 나면 자동 참석" },
    { icon: "calendar", text: "앱 설치도 회원가입도 필요 없어요" },
  ],
  footer: "무료 · 실시간 참석 현황",
};

/**
 * The card's version: a digest of everything drawn on it, so its address changes exactly when
 * what it shows changes (a new response changes the count; an edited description does not).
 */
export async function cardVersion(content: CardContent): Promise<string> {
  const shown = JSON.stringify([CARD_DESIGN, content]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(shown));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}
