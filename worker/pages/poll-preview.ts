import { leadingOptions } from "#contract/poll-rules";
import type { PollPublicView } from "#contract/polls";
import { m } from "#messages";
import { eventDateText } from "../lib/event-date-text";
import { neutralCardPath } from "./card/card-files";
import { cardTags } from "./preview-tags";

/** Leading dates named in a preview before it only counts the rest. */
const NAMED_DATES = 3;

/**
 * What a link to a poll unfolds into: its title, and one line of where it stands: the date it
 * was closed on, or the leading dates, then how many dates and votes; the organiser's words
 * after. In the poll's language: a chat app's crawler fetches it once for everyone in the chat.
 */
export function pollPreviewDescription(view: PollPublicView): string {
  const locale = { locale: view.language };
  const dateOf = (id: string | null) => {
    const option = view.options.find((candidate) => candidate.id === id);
    return option ? eventDateText(option.starts_at, view.time_zone, view.language) : null;
  };
  const parts: string[] = [];
  const chosen = view.closed_at ? dateOf(view.chosen_option_id) : null;
  if (chosen) parts.push(m.poll_page_preview_decided({ date: chosen }, locale));
  else {
    const leading = leadingOptions(view.options).slice(0, NAMED_DATES).map(dateOf);
    const dates = leading.filter((date): date is string => date !== null).join(", ");
    if (dates) parts.push(m.poll_page_preview_leading({ dates }, locale));
  }
  const counts = { options: view.options.length, votes: view.voter_count };
  parts.push(m.poll_page_preview_counts(counts, locale));
  if (view.location) parts.push(`📍 ${view.location}`);
  const summary = parts.join(" · ");
  const about = view.description?.replace(/\s+/g, " ").trim();
  const text = about ? `${summary} — ${about}` : summary;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** A poll page's tags, with the product's card for its image. */
export function pollPreviewTags(view: PollPublicView, page: string, origin: string): string {
  const locale = { locale: view.language };
  return cardTags({ page, image: `${origin}${neutralCardPath(view.language)}` }, view.language, {
    title: view.title,
    description: pollPreviewDescription(view),
    alt: m.pages_neutral_card_alt({}, locale),
    documentTitle: m.poll_page_document_title({ title: view.title }, locale),
  });
}
