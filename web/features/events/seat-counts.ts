import { seatsOf } from "#contract/response-rules";

/**
 * How the organiser's screens count people now that a response may bring guests (decision
 * 0021): `attending_seats` is the people attending, guests included, and is what the maximum
 * counts; `attending_count` is the responses attending. Without guests both are the same and
 * every text reads as it did before guests existed.
 */
type AttendingCounts = { attending_count: number; attending_seats: number };

/** Guests among the people attending. */
export const attendingGuests = (counts: AttendingCounts) =>
  counts.attending_seats - counts.attending_count;

/** '동반 4명 포함' when guests attend; null without any. */
export function guestsIncluded(counts: AttendingCounts): string | null {
  const guests = attendingGuests(counts);
  return guests > 0 ? `동반 ${guests}명 포함` : null;
}

/** '참석 12명 (동반 4명 포함)', or '참석 8명' without guests. */
export function attendingText(counts: AttendingCounts): string {
  const guests = guestsIncluded(counts);
  return `참석 ${counts.attending_seats}명${guests ? ` (${guests})` : ""}`;
}

/** A response's guests as its badge says them: '동반 2명'; null without any. */
export const guestsLabel = (guests: number) => (guests > 0 ? `동반 ${guests}명` : null);

/** The people a list of responses stands for: each one and their guests. */
export const peopleIn = (responses: { guests: number }[]) =>
  responses.reduce((people, response) => people + seatsOf(response), 0);
