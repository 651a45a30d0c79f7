import type { Language } from "#i18n/language";
import { m } from "#messages";
import { escapeHtml } from "../lib/html-escape";
import { RESET_TOKEN_TTL_SECONDS } from "../lib/jwt";
import type { Mail } from "../lib/mail";

/**
 * The password recovery mail, in the account's language, with the reset link. The catalog's
 * words hold no markup; what the HTML adds around them (the address in bold) is escaped here.
 */
export function passwordRecoveryMail(email: string, resetLink: string, locale: Language): Mail {
  const options = { locale };
  const hours = RESET_TOKEN_TTL_SECONDS / 3600;
  const expiry = m.notices_recovery_expiry({ hours }, options);
  const ignore = m.notices_recovery_ignore({}, options);
  const text = [
    m.notices_recovery_asked({ email }, options),
    m.notices_recovery_set({}, options),
    resetLink,
    expiry,
    ignore,
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; color: #1f2937; line-height: 1.6">
<h1 style="color: #0d9488; font-size: 20px">${escapeHtml(m.notices_recovery_heading({}, options))}</h1>
<p>${m.notices_recovery_asked({ email: `<strong>${escapeHtml(email)}</strong>` }, options)}</p>
<p><a href="${escapeHtml(resetLink)}" style="display: inline-block; padding: 10px 18px; background: #0d9488; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(m.notices_recovery_button({}, options))}</a></p>
<p>${escapeHtml(m.notices_mail_paste({}, options))}<br>${escapeHtml(resetLink)}</p>
<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: email, subject: m.notices_recovery_subject({}, options), html, text };
}
