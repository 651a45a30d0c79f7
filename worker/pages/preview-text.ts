import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { seatsTaken } from "#contract/response-rules";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../lib/event-date-text";

type Counts = Pick<
  EventPublicView,
  | "max_participants"
  | "attending_count"
  | "attending_seats"
  | "offered_seats"
  | "waiting_count"
  | "seat_state"
>;

/**
 * The people attending as the invite page says them (decision 0021): '참석 4명 (동반 2명 포함)'
 * when some bring guests, '참석 4명' otherwise, in `language`; null when the guest list is hidden
 * (decision 0041).
 */
export function attendingText(view: Counts, language: Language): string | null {
  if (view.attending_seats === null || view.attending_count === null) return null;
  const seats = view.attending_seats;
  const guests = seats - view.attending_count;
  const locale = { locale: language };
  return guests > 0
    ? m.pages_attending_with_guests({ seats, guests }, locale)
    : m.pages_attending({ seats }, locale);
}

/**
 * Where a newcomer stands (the view's `seat_state`, counted in seats against the maximum with
 * open offers taken: decisions 0021, 0022), and how many seats are left when the counts may be
 * shown; `{ left: null }` when seats are free but the guest list hides how many (decision 0041).
 * Null without a maximum.
 */
export function seatsOpen(view: Counts): { left: number | null } | "full" | "queue" | null {
  if (view.seat_state !== "open") return view.seat_state;
  if (view.max_participants === null || view.attending_count === null) return { left: null };
  return { left: view.max_participants - seatsTaken(seatCountsOf(view)) };
}

/** The seat part of a preview: the seats left, or only the seat state when counts are hidden. */
function seatsText(view: Counts, language: Language): string | null {
  const open = seatsOpen(view);
  const locale = { locale: language };
  if (open === null) return attendingText(view, language);
  if (open === "full") return m.pages_preview_full({}, locale);
  if (open === "queue") return m.pages_waitlist_open({}, locale);
  return open.left === null
    ? m.pages_seats_free({}, locale)
    : m.pages_preview_seats_left({ left: open.left, max: view.max_participants ?? 0 }, locale);
}

/**
 * One line for the card: when, where, and how many seats are left. In the event's language:
 * a link's preview is fetched once by the chat app's crawler for everyone in the chat.
 */
export function previewSummary(view: EventPublicView): string {
  const language = view.language;
  const parts = [`📅 ${eventDateText(view.event_date, view.time_zone, language)}`];
  if (view.location) parts.push(`📍 ${view.location}`);
  const seats = seatsText(view, language);
  if (seats) parts.push(seats);
  return parts.join(" · ");
}

export function previewDescription(view: EventPublicView): string {
  const summary = previewSummary(view);
  const about = view.description?.replace(/\s+/g, " ").trim();
  const text = about ? `${summary} — ${about}` : summary;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
