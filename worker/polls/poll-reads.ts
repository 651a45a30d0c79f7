import type { PollAnswer } from "#contract/poll-rules";
import type { PollDetail, PollOption, PollPublicView, PollVoter } from "#contract/polls";
import { mapAtMost } from "../lib/at-most-at-once";

/** A poll's row as D1 keeps it (snake_case: these reads are plain SQL, one batch). */
export interface PollRow {
  id: string;
  owner_id: string;
  title: string;
  description: string | null;
  location: string | null;
  time_zone: string;
  language: "ko" | "en";
  deadline: string | null;
  voter_list: "names" | "hidden";
  closed_at: string | null;
  erased_at: string | null;
  event_id: string | null;
  chosen_option_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

interface OptionRow {
  id: string;
  starts_at: string;
  ends_at: string | null;
}

interface VoteRow {
  id: string;
  name: string;
  verified: number;
  push: number;
  created_at: string;
  updated_at: string;
}

interface ChoiceRow {
  vote_id: string;
  option_id: string;
  answer: PollAnswer;
}

/** A poll read whole: its row, its dates in order, its votes in the order they came, their answers. */
export interface PollRead {
  poll: PollRow;
  options: OptionRow[];
  votes: VoteRow[];
  choices: ChoiceRow[];
}

/** The four reads a poll's view needs, to run alone or after a write in the same batch. */
export function pollReads(d1: D1Database | D1DatabaseSession, pollId: string) {
  return [
    d1.prepare("SELECT * FROM polls WHERE id = ?").bind(pollId),
    d1
      .prepare(
        "SELECT id, starts_at, ends_at FROM poll_options WHERE poll_id = ? ORDER BY starts_at",
      )
      .bind(pollId),
    d1
      .prepare(
        `SELECT id, name, (email IS NOT NULL AND email_verified_at IS NOT NULL) AS verified,
          (push_endpoint IS NOT NULL) AS push, created_at, updated_at
        FROM poll_votes WHERE poll_id = ? ORDER BY seq`,
      )
      .bind(pollId),
    d1
      .prepare(
        `SELECT c.vote_id, c.option_id, c.answer FROM poll_choices c
          JOIN poll_votes v ON v.id = c.vote_id WHERE v.poll_id = ?`,
      )
      .bind(pollId),
  ];
}

/** The batch's last four results as a poll, or null when the poll is not there. */
export function pollReadOf(results: D1Result[]): PollRead | null {
  const [polls, options, votes, choices] = results.slice(-4);
  const poll = polls.results[0] as PollRow | undefined;
  if (!poll) return null;
  return {
    poll,
    options: options.results as unknown as OptionRow[],
    votes: votes.results as unknown as VoteRow[],
    choices: choices.results as unknown as ChoiceRow[],
  };
}

export async function readPoll(
  d1: D1Database | D1DatabaseSession,
  pollId: string,
): Promise<PollRead | null> {
  return pollReadOf(await d1.batch(pollReads(d1, pollId)));
}

function choicesByVote(choices: ChoiceRow[]) {
  const byVote = new Map<string, Record<string, PollAnswer>>();
  for (const choice of choices) {
    const answers = byVote.get(choice.vote_id) ?? {};
    answers[choice.option_id] = choice.answer;
    byVote.set(choice.vote_id, answers);
  }
  return byVote;
}

function optionsWithCounts(read: PollRead): PollOption[] {
  return read.options.map((option) => {
    const counted = { yes: 0, maybe: 0, no: 0 };
    for (const choice of read.choices) {
      if (choice.option_id === option.id) counted[choice.answer] += 1;
    }
    return { id: option.id, starts_at: option.starts_at, ends_at: option.ends_at, ...counted };
  });
}

/** What everybody with the link sees: names only when the organiser shows them. */
export function publicViewOf(read: PollRead): PollPublicView {
  const { poll } = read;
  const byVote = choicesByVote(read.choices);
  const voters: PollVoter[] =
    poll.voter_list === "names" && poll.erased_at === null
      ? read.votes.map((vote) => ({ name: vote.name, choices: byVote.get(vote.id) ?? {} }))
      : [];
  return {
    id: poll.id,
    title: poll.title,
    description: poll.description,
    location: poll.location,
    time_zone: poll.time_zone,
    deadline: poll.deadline,
    voter_list: poll.voter_list,
    language: poll.language,
    options: optionsWithCounts(read),
    voters,
    voter_count: read.votes.length,
    closed_at: poll.closed_at,
    erased_at: poll.erased_at,
    event_id: poll.event_id,
    chosen_option_id: poll.chosen_option_id,
    version: poll.version,
  };
}

/** The organiser's view: every vote by name, whatever the page shows. */
export function detailOf(read: PollRead): PollDetail {
  const byVote = choicesByVote(read.choices);
  return {
    ...publicViewOf(read),
    owner_id: read.poll.owner_id,
    created_at: read.poll.created_at,
    updated_at: read.poll.updated_at,
    votes: read.votes.map((vote) => ({
      id: vote.id,
      name: vote.name,
      choices: byVote.get(vote.id) ?? {},
      email_verified: vote.verified === 1,
      push: vote.push === 1,
      created_at: vote.created_at,
      updated_at: vote.updated_at,
    })),
  };
}

/** The account's polls, whole (its export), oldest first, a few reads at a time. */
export async function accountPolls(d1: D1Database, userId: string): Promise<PollDetail[]> {
  const owned = await d1
    .prepare("SELECT id FROM polls WHERE owner_id = ? ORDER BY created_at")
    .bind(userId)
    .all<{ id: string }>();
  const reads = await mapAtMost(owned.results, 4, ({ id }) => readPoll(d1, id));
  return reads.flatMap((read) => (read ? [detailOf(read)] : []));
}
