import type { Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "../lib/html-escape";
import { languageLinks } from "./language-links";

/**
 * A page the Worker writes whole, without the app: a mail link's, a cancelled event's. The
 * app's mark and name, as its other pages show them, the language switch, and its icon for the
 * tab (without one, the browser asks for /favicon.ico, which there is none of). `head` is
 * markup for the head (a title, preview tags); `body` the main part's. Both are escaped by the
 * caller.
 */
export function plainPage(
  locale: Language,
  { head, body, home = "/" }: { head: string; body: string; home?: string },
): string {
  const brand = escapeHtml(m.pages_site_name({}, { locale }));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere;max-width:32rem;margin:0 auto;padding:24px 16px">
<header style="display:flex;align-items:center;justify-content:space-between;gap:12px">
<a href="${home}" style="display:flex;align-items:center;gap:8px;color:#1f2937;font-weight:700;text-decoration:none"><img src="/favicon.svg" width="28" height="28" alt="">${brand}</a>
${languageLinks(locale)}
</header>
${body}
</body></html>`;
}
