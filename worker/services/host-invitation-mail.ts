import type { HostRole } from "#contract/hosts";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "../lib/html-escape";
import type { Mail } from "../lib/mail";
import { INVITATION_DAYS } from "./host-invitations";

type Words = (inputs: object, options: { locale: Language }) => string;

/** The roles as the organiser's pages name them, and what each may do. */
const ROLE_WORDS: Record<HostRole, { name: Words; does: Words }> = {
  manager: {
    name: m.notices_invitation_role_manager,
    does: m.notices_invitation_role_manager_does,
  },
  checkin: {
    name: m.notices_invitation_role_checkin,
    does: m.notices_invitation_role_checkin_does,
  },
};

/**
 * The invitation to help run an event, in the invited person's language, for an address
 * without an account. Its link carries the token in the fragment (`#host-invitation=`), which
 * browsers never send to a server, so no request log holds it. The catalog's words hold no
 * markup; what the HTML adds around them (names in bold) is escaped here.
 */
export function hostInvitationMail(
  to: string,
  invitation: { inviter: string; title: string; role: HostRole; link: string },
  locale: Language,
): Mail {
  const options = { locale };
  const { inviter, title, role, link } = invitation;
  const roleName = ROLE_WORDS[role].name({}, options);
  const does = ROLE_WORDS[role].does({}, options);
  const join = m.notices_invitation_join({}, options);
  const expiry = m.notices_invitation_expiry({ days: INVITATION_DAYS }, options);
  const lines = [
    m.notices_invitation_invited({ inviter, title, role: roleName }, options),
    does,
    m.notices_invitation_sign_up({}, options),
    m.notices_mail_button_line({ label: join, url: link }, options),
    expiry,
  ];
  const invited = m.notices_invitation_invited_html(
    {
      inviter: `<strong>${escapeHtml(inviter)}</strong>`,
      title: `<strong>${escapeHtml(title)}</strong>`,
      role: escapeHtml(roleName),
    },
    options,
  );
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(m.notices_invitation_heading({}, options))}</h1>
<p>${invited}</p>
<p>${escapeHtml(does)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(join)}</a></p>
<p>${escapeHtml(m.notices_mail_paste({}, options))}<br>${escapeHtml(link)}</p>
<p>${escapeHtml(expiry)}</p>
</body></html>`;
  return {
    to,
    subject: m.notices_invitation_subject({ title }, options),
    html,
    text: lines.join("\n\n"),
  };
}
