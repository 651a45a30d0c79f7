import { showsCounts } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "../lib/html-escape";
import { publicOrigin } from "../lib/public-origin";
import { neutralCardPath } from "./card/card-files";
import { previewDescription } from "./preview-text";

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
 * Every value is escaped. An event's tags are in the event's language (a chat app's crawler
 * fetches them once for everyone in the chat); the product's own in `language`, the reader's.
 */
export function previewTags(
  view: EventPublicView | null,
  urls: { page: string; image: string },
  language: Language,
): string {
  const locale = { locale: view?.language ?? language };
  const title = view?.title ?? m.pages_neutral_title({}, locale);
  return cardTags(urls, locale.locale, {
    title,
    description: view ? previewDescription(view) : m.pages_neutral_description({}, locale),
    alt: view ? cardAlt(view) : m.pages_neutral_card_alt({}, locale),
    documentTitle: view ? m.pages_event_title({ title }, locale) : title,
  });
}

/**
 * A deleted event's tags (decision 0060): the product's card, titled as the page is, so a link
 * shared again unfolds into 'cancelled' rather than the event it was.
 */
export function cancelledTags(
  env: Env,
  url: URL,
  event: { title: string },
  language: Language,
): string {
  const origin = publicOrigin(env, url);
  const locale = { locale: language };
  const title = m.pages_cancelled_title({ title: event.title }, locale);
  return cardTags(
    { page: `${origin}${url.pathname}`, image: `${origin}${neutralCardPath(language)}` },
    language,
    {
      title,
      description: m.invitee_missing_deleted_text({}, locale),
      alt: m.pages_neutral_card_alt({}, locale),
      documentTitle: title,
    },
  );
}

/** The tags themselves, image first (see `previewTags`), every value escaped; a poll's too. */
export function cardTags(
  urls: { page: string; image: string },
  language: Language,
  words: { title: string; description: string; alt: string; documentTitle: string },
): string {
  const { title, description, alt, documentTitle } = words;
  const siteName = m.pages_site_name({}, { locale: language });
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
    meta("property", "og:site_name", siteName),
    meta("property", "og:locale", OG_LOCALES[language]),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image:alt", alt),
    `<title>${escapeHtml(documentTitle)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(urls.page)}" />`,
  ].join("\n    ");
}

/** The product's own tags and card, for /about, the app's other pages and unknown events. */
export function neutralTags(env: Env, url: URL, language: Language): string {
  const origin = publicOrigin(env, url);
  return previewTags(
    null,
    { page: `${origin}${url.pathname}`, image: `${origin}${neutralCardPath(language)}` },
    language,
  );
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

/**
 * The card described, naming what its last row tells: how many attend, or only whether seats
 * are free (decision 0041).
 */
function cardAlt(view: EventPublicView): string {
  const title = shortened(view.title, ALT_TITLE_LENGTH);
  const locale = { locale: view.language };
  return showsCounts(view.guest_list)
    ? m.pages_card_alt_counts({ title }, locale)
    : m.pages_card_alt_seats({ title }, locale);
}

/** Open Graph names a page's language by its locale. */
const OG_LOCALES: Record<Language, string> = { ko: "ko_KR", en: "en_US" };
