import type { Language } from "#i18n/language";
import { escapeHtml } from "../lib/html-escape";
import { plainPage } from "../pages/plain-page";

/**
 * The plain page of a link mailed by the Worker itself (a voter's, a standing answer's): a
 * heading, what the link does or did, and a button or a way back. No script: GET says what a
 * POST (its button) will do, since mail scanners open every link.
 */

type Words = (inputs: object, options: { locale: Language }) => string;

export const backTo = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="color:#0f766e">${escapeHtml(label)}</a></p>`;

export const ask = (label: Words, locale: Language) =>
  `<form method="post"><button type="submit" style="font-size:17px;padding:12px 22px;min-height:48px;border:0;border-radius:8px;background:#0d9488;color:#fff">${escapeHtml(label({}, { locale }))}</button></form>`;

export function linkPage(
  locale: Language,
  pageTitle: string,
  title: string,
  said: string,
  status: number,
  after = "",
) {
  const html = plainPage(locale, {
    head: `<title>${escapeHtml(pageTitle)}</title>`,
    body: `<h1 style="font-size:22px;color:#0f766e">${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(said)}</p>
${after}`,
  });
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Each reply is this moment's, for this link alone; the address is the link's secret.
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
