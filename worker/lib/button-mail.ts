import type { Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "./html-escape";
import type { Mail } from "./mail";

const button = (label: string, url: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a></p>`;

/**
 * A mail of a heading, a few paragraphs and buttons (the first one's address repeated for
 * clients that show no buttons), as the Worker's own mails are laid out: a voter's, a
 * standing answer's. The catalog's words hold no markup; everything is escaped here.
 */
export function buttonMail(
  to: string,
  subject: string,
  locale: Language,
  parts: { heading: string; paragraphs: string[]; buttons: [string, string][]; foot: string },
): Mail {
  const options = { locale };
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${parts.buttons.map(([label, url]) => button(label, url)).join("\n")}
<p>${escapeHtml(m.notices_mail_paste({}, options))}<br>${escapeHtml(parts.buttons[0][1])}</p>
<p style="color: #6b7280; font-size: 13px">${escapeHtml(parts.foot)}</p>
</body></html>`;
  const text = [
    ...parts.paragraphs,
    ...parts.buttons.map(([label, url]) => m.notices_mail_button_line({ label, url }, options)),
    parts.foot,
  ].join("\n\n");
  return { to, subject, html, text };
}
