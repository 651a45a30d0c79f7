import type { Language } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { ConfigError, configOf } from "../lib/config";
import { escapeHtml } from "../lib/html-escape";
import { LANGUAGE_VARY } from "./page-language";
import { plainPage } from "./plain-page";

/** What the policy names of this installation: its operator, and its longest retention. */
type Installation = { contact: string | null; retentionDays: number };

const HEADING = 'style="font-size:17px;margin:28px 0 8px"';
const LIST = 'style="padding-left:20px;margin:0"';

/**
 * /privacy: the policy in the reader's language, written whole by the Worker as a
 * cancelled event's page is (decision 0065): it names the operator (PRIVACY_CONTACT) and the
 * installation's RETENTION_DAYS, read when asked, so it cannot be prerendered as /about is; it
 * works without JavaScript and loads nothing of the app. A production deployment that is
 * refused for its settings serves no policy either: it serves nothing a policy would cover.
 */
export function servePrivacyPage(request: Request, env: Env): Response {
  const language = requestLanguage(request);
  let installation: Installation;
  try {
    const config = configOf(env);
    installation = { contact: config.privacyContact, retentionDays: config.retentionDays };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return new Response(error.message, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(privacyPage(installation, language), {
    headers: { "Content-Type": "text/html; charset=utf-8", Vary: LANGUAGE_VARY },
  });
}

function privacyPage({ contact, retentionDays }: Installation, locale: Language): string {
  const options = { locale };
  const text = (words: string) => escapeHtml(words);
  const section = (title: string, items: string[]) =>
    `<h2 ${HEADING}>${text(title)}</h2>\n<ul ${LIST}>${items.map((item) => `<li>${text(item)}</li>`).join("")}</ul>`;
  const operator = contact
    ? `<p><strong style="overflow-wrap:anywhere">${text(m.privacy_operator({ contact }, options))}</strong></p>
<p>${text(m.privacy_operator_requests({}, options))}</p>`
    : `<p data-testid="operator-unset" style="background:#fef3c7;padding:8px 12px;border-radius:8px">${text(m.privacy_operator_unset({}, options))}</p>`;
  const body = `<main data-testid="privacy-policy">
<h1 style="font-size:22px;color:#0f766e">${text(m.privacy_title({}, options))}</h1>
<p>${text(m.privacy_intro({}, options))}</p>
<h2 ${HEADING}>${text(m.privacy_operator_title({}, options))}</h2>
${operator}
${section(m.privacy_invitee_title({}, options), [
  m.privacy_invitee_answer({}, options),
  m.privacy_invitee_password({}, options),
  m.privacy_invitee_optional({}, options),
  m.privacy_invitee_door({}, options),
  m.privacy_invitee_meta({}, options),
  m.privacy_invitee_address({}, options),
])}
${section(m.privacy_organiser_title({}, options), [
  m.privacy_organiser_account({}, options),
  m.privacy_organiser_attempts({}, options),
])}
<p>${text(m.privacy_browser({}, options))}</p>
${section(m.privacy_why_title({}, options), [
  m.privacy_why_invitee({}, options),
  m.privacy_why_organiser({}, options),
  m.privacy_why_nothing_else({}, options),
])}
${section(m.privacy_kept_title({}, options), [
  m.privacy_kept_responses({ days: retentionDays }, options),
  m.privacy_kept_deleted({}, options),
  m.privacy_kept_accounts({}, options),
  m.privacy_kept_logs({}, options),
])}
${section(m.privacy_who_title({}, options), [
  m.privacy_who_organisers({}, options),
  m.privacy_who_link({}, options),
  m.privacy_who_cloudflare({}, options),
])}
${section(m.privacy_rights_title({}, options), [
  m.privacy_rights_invitee({}, options),
  m.privacy_rights_account({}, options),
  m.privacy_rights_contact({}, options),
])}
${section(m.privacy_choice_title({}, options), [
  m.privacy_choice_optional({}, options),
  m.privacy_choice_required({}, options),
])}
</main>`;
  return plainPage(locale, {
    head: `<title>${text(m.privacy_document_title({}, options))}</title>`,
    body,
    home: "/about",
  });
}
