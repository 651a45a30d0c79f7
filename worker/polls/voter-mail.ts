import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../lib/event-date-text";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";

const button = (label: string, url: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a></p>`;

function mailOf(
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

/** The mail that confirms a voter's address; nothing else goes to it before. */
export function voteVerificationMail(
  to: string,
  vote: { title: string; name: string; link: string },
  locale: Language,
): Mail {
  const options = { locale };
  return mailOf(to, m.polls_verify_subject({}, options), locale, {
    heading: m.polls_verify_heading({}, options),
    paragraphs: [
      m.polls_verify_body({ title: vote.title, name: vote.name }, options),
      m.polls_verify_ask({}, options),
    ],
    buttons: [[m.polls_verify_button({}, options), vote.link]],
    foot: m.polls_verify_ignore({}, options),
  });
}

/** The settled date, told to a voter who said yes or if need be, with a one-tap '참석'. */
export function pollInvitationMail(
  to: string,
  invitation: {
    title: string;
    name: string;
    startsAt: string;
    timeZone: string;
    joinLink: string;
    invitePage: string;
  },
  locale: Language,
): Mail {
  const options = { locale };
  const { title, name } = invitation;
  const date = eventDateText(invitation.startsAt, invitation.timeZone, locale);
  return mailOf(to, m.polls_invite_subject({ title, date }, options), locale, {
    heading: m.polls_invite_heading({}, options),
    paragraphs: [
      m.polls_invite_body({ title, date }, options),
      m.polls_invite_ask({ name }, options),
    ],
    buttons: [
      [m.polls_invite_join({}, options), invitation.joinLink],
      [m.polls_invite_page({}, options), invitation.invitePage],
    ],
    foot: m.polls_invite_about({}, options),
  });
}
