import { isLanguage } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { createDb } from "../db/client";
import { escapeHtml } from "../lib/html-escape";
import { plainPage } from "../pages/plain-page";
import { stopHostNotices } from "../services/host-notice-settings";
import { renderLinkPage } from "./link-page";
import type { MailLink } from "./links";

/**
 * The page of a hosts' notice's stop link (decision 0067): GET asks and changes nothing (mail
 * scanners open every link), POST (its button, or a mail client's RFC 8058 one-click) sets the
 * account's mode for the event to `off`, in D1: the room has no part in it. In the account's
 * language, unless the reader chose one.
 */
export async function serveHostStop(
  request: Request,
  env: Env,
  link: MailLink,
  acting: boolean,
): Promise<Response> {
  const found = await env.DB.prepare(
    `SELECT e.title, (SELECT language FROM users WHERE id = ?2) AS language
     FROM events e WHERE e.id = ?1`,
  )
    .bind(link.eventId, link.responseId)
    .first<{ title: string; language: string | null }>();
  const account = found?.language && isLanguage(found.language) ? found.language : undefined;
  const locale = requestLanguage(request, { account });
  const responses = `/events/${link.eventId}/responses`;
  const reply = (html: string, status = 200) =>
    new Response(html, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  if (!found) return reply(renderLinkPage({ kind: "event_gone" }, responses, locale), 404);
  if (acting) await stopHostNotices(createDb(env.DB), link.eventId, link.responseId);
  const options = { locale };
  const title = found.title;
  const heading = (acting ? m.host_notices_stop_done_title : m.host_notices_stop_title)(
    {},
    options,
  );
  const said = acting
    ? `<p role="status">${escapeHtml(m.host_notices_stop_done({ title }, options))}</p>`
    : `<p>${escapeHtml(m.host_notices_stop_ask({ title }, options))}</p>
<form method="post"><button type="submit" style="font-size:17px;padding:12px 22px;min-height:48px;border:0;border-radius:8px;background:#0d9488;color:#fff">${escapeHtml(m.host_notices_mail_stop({}, options))}</button></form>`;
  return reply(
    plainPage(locale, {
      head: `<title>${escapeHtml(m.notices_link_page_title({ title: heading }, options))}</title>`,
      body: `<h1 style="font-size:22px;color:#0f766e">${escapeHtml(heading)}</h1>
${said}
<p><a href="${escapeHtml(responses)}" style="color:#0f766e">${escapeHtml(m.host_notices_stop_back({}, options))}</a></p>`,
    }),
  );
}
