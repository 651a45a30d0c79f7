import { DEFAULT_LANGUAGE, isLanguage } from "#i18n/language";
import { m } from "#messages";
import type { QueuedMail } from "../event-room/outbox/mail-notice";
import { noticeWords } from "../event-room/outbox/notice-words";
import type { RoomNotice } from "../event-room/outbox/room-notices";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";
import { mailLinkPath } from "./link-path";
import { signMailLink, UNSUBSCRIBE_LINK_TTL_MS } from "./links";

type HostsNotice = Extract<RoomNotice, { kind: "hosts" }>;

/**
 * A hosts' notice (decision 0067) as the mail its owner or manager gets, in their account's
 * language: what happened, the counts now, a button to the responses page, and the one-click
 * way to stop this event's notices (RFC 8058: the `List-Unsubscribe` URL takes a POST, which
 * sets their mode for the event to `off`; its page has the button). The link names the
 * account, signed at sending with the app's secret (./links.ts, action `host-off`).
 */
export async function hostNoticeMail(
  queued: QueuedMail,
  notice: HostsNotice,
  secret: string,
): Promise<Mail> {
  const locale = isLanguage(queued.language) ? queued.language : DEFAULT_LANGUAGE;
  const options = { locale };
  const token = await signMailLink(
    { eventId: notice.event_id, responseId: queued.recipient_id, action: "host-off", binds: 0 },
    Date.now() + UNSUBSCRIBE_LINK_TTL_MS,
    secret,
  );
  const stop = `${queued.origin}${mailLinkPath(notice.event_id, token)}`;
  const responses = `${queued.origin}${notice.url}`;
  const { title, lines } = noticeWords(notice, locale);
  const about = m.host_notices_mail_about({ title: notice.event_title }, options);
  const button = m.host_notices_mail_button({}, options);
  const text = [
    ...lines,
    m.notices_mail_button_line({ label: button, url: responses }, options),
    about,
    m.host_notices_mail_stop_line({ url: stop }, options),
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(title)}</h1>
<ul style="padding-left: 20px">
${lines
  .slice(0, -1)
  .map((line) => `<li>${escapeHtml(line)}</li>`)
  .join("\n")}
</ul>
<p><strong>${escapeHtml(lines.at(-1) ?? "")}</strong></p>
<p><a href="${escapeHtml(responses)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; text-decoration: none; background: #0d9488; color: #fff">${escapeHtml(button)}</a></p>
<p style="color: #6b7280; font-size: 13px">${escapeHtml(about)}
<a href="${escapeHtml(stop)}" style="color: #6b7280">${escapeHtml(m.host_notices_mail_stop({}, options))}</a></p>
</body></html>`;
  return {
    to: queued.address,
    subject: title,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Notice-Id": queued.notice_id ?? `${notice.event_id}-${queued.seq}`,
    },
  };
}
