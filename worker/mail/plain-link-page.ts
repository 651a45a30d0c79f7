import type { Language } from "#i18n/language";
import { escapeHtml } from "../lib/html-escape";
import { readBody } from "../middleware/request-body";
import { plainPage } from "../pages/plain-page";

/**
 * The plain page of a link mailed by the Worker itself (a voter's, a standing answer's): a
 * heading, what the link does or did, and a button or a way back. No script: GET says what a
 * POST (its button) will do, since mail scanners open every link.
 */

type Words = (inputs: object, options: { locale: Language }) => string;

/**
 * Whether the request presses the link's button (POST: its body, nothing in it counting, is
 * read off first) or only opens it (GET, HEAD); any other method is answered here, a 405.
 */
export async function pressedOrOpened(request: Request): Promise<boolean | Response> {
  if (request.method === "POST") {
    await readBody(request);
    return true;
  }
  if (request.method === "GET" || request.method === "HEAD") return false;
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
}

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
