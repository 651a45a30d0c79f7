import type { CancelledEvent } from "#contract/cancelled-event";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../lib/event-date-text";
import { escapeHtml } from "../lib/html-escape";
import { LANGUAGE_VARY } from "./page-language";
import { plainPage } from "./plain-page";

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
  const date = eventDateText(event.event_date, event.time_zone, locale);
  const contact = event.contact
    ? `<p style="overflow-wrap:anywhere"><strong>${escapeHtml(m.invitee_organiser_contact({}, options))}</strong> ${escapeHtml(event.contact)}</p>\n`
    : "";
  const html = plainPage(locale, {
    head: tags,
    home: "/about",
    body: `<main data-testid="event-cancelled">
<h1 style="font-size:22px;color:#0f766e">${escapeHtml(m.invitee_missing_deleted_title({}, options))}</h1>
<p><strong>${escapeHtml(event.title)}</strong><br>${escapeHtml(date)}</p>
<p>${escapeHtml(m.invitee_missing_deleted_text({}, options))}</p>
${contact}<p><a href="/about" style="color:#0f766e">${escapeHtml(m.invitee_missing_about({}, options))}</a></p>
</main>`,
  });
  return new Response(html, {
    status: 410,
    headers: { "Content-Type": "text/html; charset=utf-8", Vary: LANGUAGE_VARY },
  });
}
