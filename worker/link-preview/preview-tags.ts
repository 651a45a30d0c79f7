import type { EventPublicView } from "#contract/events";
import { escapeHtml } from "./escape";
import { NEUTRAL_DESCRIPTION, NEUTRAL_TITLE, previewDescription, SITE_NAME } from "./preview-text";

/**
 * The `<head>` tags that make a shared invite unfold into a card (Open Graph for KakaoTalk,
 * Slack and iMessage; Twitter's card for the rest). Every value is escaped.
 */
export function previewTags(
  view: EventPublicView | null,
  urls: { page: string; image: string },
): { title: string; tags: string } {
  const title = view ? `${view.title} - ${SITE_NAME}` : NEUTRAL_TITLE;
  const description = view ? previewDescription(view) : NEUTRAL_DESCRIPTION;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta("name", "description", description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", "ko_KR"),
    meta("property", "og:title", view?.title ?? NEUTRAL_TITLE),
    meta("property", "og:description", description),
    meta("property", "og:url", urls.page),
    meta("property", "og:image", urls.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", view?.title ?? SITE_NAME),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", view?.title ?? NEUTRAL_TITLE),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", urls.image),
    `<link rel="canonical" href="${escapeHtml(urls.page)}" />`,
  ].join("\n    ");
  return { title, tags };
}
