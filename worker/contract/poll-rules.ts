/**
 * A date poll's rules, zod-free so the poll page ships them cheaply: how many dates, the three
 * answers, whether voters see each other's names, and which dates lead.
 */

/** Dates a poll offers: at least two (one is not a question), at most thirty. */
export const POLL_OPTIONS = { min: 2, max: 30 } as const;

/** A voter's answer for one date: 'yes', 'if need be', 'no'. */
export const POLL_ANSWERS = ["yes", "maybe", "no"] as const;
export type PollAnswer = (typeof POLL_ANSWERS)[number];

/** Who sees the voters' names on the poll's page: everyone (`names`) or only the organiser. */
export const POLL_VOTER_LISTS = ["names", "hidden"] as const;
export type PollVoterList = (typeof POLL_VOTER_LISTS)[number];

export interface OptionTally {
  id: string;
  yes: number;
  maybe: number;
}

/**
 * The leading dates: the most yes, then the most 'if need be' among those. None while nobody
 * has said yes or maybe to anything: there is no best date yet.
 */
export function leadingOptions(options: readonly OptionTally[]): string[] {
  const mostYes = Math.max(0, ...options.map((option) => option.yes));
  const withMostYes = options.filter((option) => option.yes === mostYes);
  const mostMaybe = Math.max(0, ...withMostYes.map((option) => option.maybe));
  if (mostYes === 0 && mostMaybe === 0) return [];
  return withMostYes.filter((option) => option.maybe === mostMaybe).map((option) => option.id);
}

/** Whether a poll takes votes now: not closed by its organiser, its deadline not passed. */
export function pollTakesVotes(
  poll: { closed_at: string | null; deadline: string | null },
  now: number,
): boolean {
  if (poll.closed_at !== null) return false;
  return poll.deadline === null || Date.parse(poll.deadline) > now;
}

/** Votes one poll holds: a group's question, bounded so its page and tallies stay small. */
export const POLL_VOTES_MAX = 500;
