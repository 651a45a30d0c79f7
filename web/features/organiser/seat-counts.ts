import { m } from "#messages";

/**
 * How the organiser's screens count people now that a response may bring guests (decision
 * 0021): each count comes as responses (`attending_count`, `offered_count`, `waiting_count`)
 * and as the people they stand for, guests included (`attending_seats`, `offered_seats`,
 * `waiting_seats`). Screens show people, as the maximum counts them, and say how many of them
 * are guests; without guests both are the same and every text reads as it did before guests.
 */

/** '동반 4명 포함' when the people counted include guests; null without any. */
export function guestsIncluded(people: number, responses: number): string | null {
  const guests = people - responses;
  return guests > 0 ? m.organiser_guests_included({ count: guests }) : null;
}

/** A response's guests as its badge says them: '동반 2명'; null without any. */
export const guestsLabel = (guests: number) =>
  guests > 0 ? m.organiser_guests_badge({ count: guests }) : null;
