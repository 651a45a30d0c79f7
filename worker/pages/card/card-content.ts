import type { EventPublicView } from "#contract/public-view";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../../lib/event-date-text";
import { attendingText, seatsOpen } from "../preview-text";
import type { CardContent } from "./card-svg";

/** Raised whenever the drawing changes, so that every card gets a new address. */
const CARD_DESIGN = 1;

/**
 * People attending with their guests, and whether a newcomer finds a seat (in seats). Under a
 * hidden guest list only the seat state (decision 0041); null when that says nothing either.
 */
function attendance(view: EventPublicView, language: Language): string | null {
  const coming = attendingText(view, language);
  const open = seatsOpen(view);
  const locale = { locale: language };
  // Two facts side by side, as a list: neither is a part of the other's sentence.
  const joined = (seats: string) => (coming ? `${coming} · ${seats}` : seats);
  if (open === null) return coming;
  if (open === "full") return joined(m.pages_card_full({}, locale));
  if (open === "queue") return joined(m.pages_waitlist_open({}, locale));
  return joined(
    open.left === null
      ? m.pages_seats_free({}, locale)
      : m.pages_card_seats_left({ left: open.left }, locale),
  );
}

/**
 * What an event's card shows: its title, date, place and attendance, in the event's language
 * (a chat app fetches the card once for everyone in the chat).
 */
export function eventCard(view: EventPublicView): CardContent {
  const { language } = view;
  const rows: CardContent["rows"] = [
    { icon: "calendar", text: eventDateText(view.event_date, view.time_zone, language) },
  ];
  if (view.location) rows.push({ icon: "pin", text: view.location });
  const seats = attendance(view, language);
  if (seats) rows.push({ icon: "people", text: seats });
  return {
    title: view.title,
    rows,
    footer: m.pages_card_footer({}, { locale: language }),
    language,
  };
}

/** The product's own card in `language`: /about, the app's other pages, unknown and deleted events. */
export function neutralCard(language: Language): CardContent {
  const locale = { locale: language };
  return {
    title: m.pages_neutral_card_title({}, locale),
    rows: [
      { icon: "people", text: m.pages_neutral_card_reply({}, locale) },
      { icon: "check", text: m.pages_neutral_card_waitlist({}, locale) },
      { icon: "calendar", text: m.pages_neutral_card_no_app({}, locale) },
    ],
    footer: m.pages_neutral_card_footer({}, locale),
    language,
  };
}

/**
 * The card's version: a digest of everything drawn on it, so its address changes exactly when
 * what it shows changes (a new response changes the count; an edited description does not).
 */
export async function cardVersion(content: CardContent): Promise<string> {
  const shown = JSON.stringify([CARD_DESIGN, content]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(shown));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}
