import type { CancelledEvent } from "#contract/cancelled-event";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../lib/event-date-text";
import { escapeHtml } from "../lib/html-escape";
import { languageLinks } from "./language-links";
import { LANGUAGE_VARY } from "./page-language";

/**
 * A deleted event's invite page (decision 0060): 410, and in words that the organiser cancelled
 * it, which event it was (its title, and its date on its own clock) and the contact the
 * organiser left, if any. Written by the Worker without the app, as a mail link's page is: it is
 * the page the deletion's mail and push open, and it has nothing to answer, so it loads nothing
 * of the invite page's budgeted code and works in any in-app browser. The words are the app's
 * own for the same state (its not-found part, when the event goes while the page is open).
 */
export function cancelledPage(event: CancelledEvent, locale: Language, tags: string): Response {
  const options = { locale };
  const brand = escapeHtml(m.pages_site_name({}, options));
  const date = eventDateText(event.event_date, event.time_zone, locale);
  const contact = event.contact
    ? `<p style="overflow-wrap:anywhere"><strong>${escapeHtml(m.invitee_organiser_contact({}, options))}</strong> ${escapeHtml(event.contact)}</p>\n`
    : "";
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${tags}
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere;max-width:32rem;margin:0 auto;padding:24px 16px">
<header style="display:flex;align-items:center;justify-content:space-between;gap:12px">
<a href="/about" style="display:flex;align-items:center;gap:8px;color:#1f2937;font-weight:700;text-decoration:none"><img src="/favicon.svg" width="28" height="28" alt="">${brand}</a>
${languageLinks(locale)}
</header>
<main data-testid="event-cancelled">
<h1 style="font-size:22px;color:#0f766e">${escapeHtml(m.invitee_missing_deleted_title({}, options))}</h1>
<p><strong>${escapeHtml(event.title)}</strong><br>${escapeHtml(date)}</p>
<p>${escapeHtml(m.invitee_missing_deleted_text({}, options))}</p>
${contact}<p><a href="/about" style="color:#0f766e">${escapeHtml(m.invitee_missing_about({}, options))}</a></p>
</main>
</body></html>`;
  return new Response(html, {
    status: 410,
    headers: { "Content-Type": "text/html; charset=utf-8", Vary: LANGUAGE_VARY },
  });
}
