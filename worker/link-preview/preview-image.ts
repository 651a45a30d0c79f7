import type { EventPublicView } from "#contract/events";
import { escapeHtml } from "./escape";
import { previewDate, SITE_NAME } from "./preview-text";

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

/** Splits a title into at most `lines` lines of about `perLine` characters (Korean is wide). */
function wrap(text: string, perLine: number, lines: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += perLine) {
    out.push(chars.slice(i, i + perLine).join(""));
  }
  if (chars.length > perLine * lines) {
    const last = Array.from(out[lines - 1] ?? "");
    out[lines - 1] = `${last.slice(0, -1).join("")}…`;
  }
  return out;
}

/**
 * The invite card (1200×630, the size chat apps expect): the product's teal, the event's title,
 * date and place, readable when shrunk to a chat bubble. `null` draws the neutral card.
 */
export function previewImage(view: EventPublicView | null): string {
  const title = view ? wrap(view.title, 16, 2) : ["초대 링크 하나로", "참석 관리"];
  const details = view
    ? [
        `📅 ${previewDate(view.event_date)}`,
        view.location ? `📍 ${Array.from(view.location).slice(0, 28).join("")}` : "",
      ]
    : ["이름과 비밀번호만으로 참석 응답", ""];
  const titleLines = title
    .map(
      (line, i) =>
        `<text x="80" y="${250 + i * 96}" font-size="80" font-weight="800" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join("");
  const detailLines = details
    .filter(Boolean)
    .map(
      (line, i) =>
        `<text x="80" y="${250 + title.length * 96 + 30 + i * 58}" font-size="42" fill="#ccfbf1">${escapeHtml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#0d9488"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="1090" cy="110" r="260" fill="#14b8a6" opacity="0.35"/>
<rect x="80" y="70" width="64" height="58" rx="12" fill="#ffffff"/>
<path d="M98 100l11 11 19-22" fill="none" stroke="#0d9488" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<text x="164" y="114" font-size="40" font-weight="700" fill="#ffffff">${SITE_NAME}</text>
${titleLines}${detailLines}
<text x="80" y="580" font-size="32" fill="#99f6e4">${view ? "링크를 눌러 참석 여부를 알려주세요" : "moim RSVP"}</text>
</svg>`;
}
