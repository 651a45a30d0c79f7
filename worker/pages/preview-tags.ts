import { showsCounts } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { escapeHtml } from "../lib/html-escape";
import { publicOrigin } from "../lib/public-origin";
import { NEUTRAL_CARD_PATH } from "./card/card-files";
import { NEUTRAL_DESCRIPTION, NEUTRAL_TITLE, previewDescription, SITE_NAME } from "./preview-text";

/** The alt text names the event without repeating a 255-character title a fourth time. */
const ALT_TITLE_LENGTH = 60;

function shortened(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length - 1).join("")}…` : text;
}

/**
 * The `<head>` tags that make a shared link unfold into a card: Open Graph (KakaoTalk,
 * Facebook, Slack, Discord, WhatsApp, LINE, iMessage) and X's card, which falls back to the
 * Open Graph title and description. The image's tags come first: crawlers read only the start
 * of a page (Slack asks for its first 32 KB), and these must sit within its first 4 KB.
 * Every value is escaped.
 */
export function previewTags(
  view: EventPublicView | null,
  urls: { page: string; image: string },
): string {
  const title = view?.title ?? NEUTRAL_TITLE;
  const description = view ? previewDescription(view) : NEUTRAL_DESCRIPTION;
  const alt = view
    ? `${shortened(view.title, ALT_TITLE_LENGTH)} 초대 카드: 날짜, 장소, ${cardSeatsWord(view)}`
    : `${SITE_NAME} 소개 카드`;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta("property", "og:image", urls.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:image", urls.image),
    meta("property", "og:url", urls.page),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", "ko_KR"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image:alt", alt),
    `<title>${escapeHtml(view ? `${title} - ${SITE_NAME}` : NEUTRAL_TITLE)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(urls.page)}" />`,
  ].join("\n    ");
}

/** The product's own tags and card, for /about, the app's other pages and unknown events. */
export function neutralTags(env: Env, url: URL): string {
  const origin = publicOrigin(env, url);
  return previewTags(null, {
    page: `${origin}${url.pathname}`,
    image: `${origin}${NEUTRAL_CARD_PATH}`,
  });
}

/**
 * Puts the tags right after `<meta charset>`, ahead of the inline stylesheet and scripts, and
 * drops the shell's own title and description, which they replace.
 */
export function withPreviewTags(rewriter: HTMLRewriter, tags: string): HTMLRewriter {
  return rewriter
    .on("meta[charset]", { element: (el) => void el.after(`\n    ${tags}`, { html: true }) })
    .on("head > title", { element: (el) => void el.remove() })
    .on('head > meta[name="description"]', { element: (el) => void el.remove() });
}

/** What the card's last row tells: how many attend, or only whether seats are free (decision 0041). */
const cardSeatsWord = (view: EventPublicView) =>
  showsCounts(view.guest_list) ? "참석 인원" : "자리 현황";
