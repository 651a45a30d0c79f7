import type { z } from "zod";
import { POLL_VOTES_MAX, pollTakesVotes } from "#contract/poll-rules";
import type { VoteCreate, VoteDelete } from "#contract/polls";
import { pushEndpointProblem } from "#contract/push";
import { nameKey } from "#contract/response-rules";
import type { Language } from "#i18n/language";
import { ApiError, validationError } from "../lib/errors";
import { hashResponsePassword, verifyPassword } from "../lib/password";
import type { PasswordCost } from "../lib/password-cost";
import { type PollRead, pollReadOf, pollReads, readPoll } from "./poll-reads";
import { clearVoteGuess, countVoteGuess } from "./vote-guesses";

type ParsedVote = z.output<typeof VoteCreate>;
type ParsedCredentials = z.output<typeof VoteDelete>;
type Session = D1Database | D1DatabaseSession;

/** What a vote call needs besides its body. */
export interface VoteContext {
  d1: Session;
  pollId: string;
  source: string | null;
  cost: PasswordCost;
  language: Language;
  now: number;
  /** Hosts besides the browsers' push services a test installation may push to. */
  pushTestHosts: readonly string[];
}

/** A stored vote as a change reads it. */
interface StoredVote {
  id: string;
  name: string;
  password_hash: string;
  email: string | null;
  email_verified_at: string | null;
  push_endpoint: string | null;
}

type Subscription = NonNullable<ParsedVote["subscription"]>;

/** Only a browser's push service: the Worker will post to this address when the poll closes. */
function checkedSubscription(subscription: ParsedVote["subscription"], context: VoteContext) {
  if (!subscription) return subscription;
  const problem = pushEndpointProblem(subscription.endpoint, context.pushTestHosts);
  if (problem) throw validationError(["body", "subscription", "endpoint"], problem);
  return subscription;
}

const pushColumns = (subscription: Subscription | null) => [
  subscription?.endpoint ?? null,
  subscription?.keys.p256dh ?? null,
  subscription?.keys.auth ?? null,
];

/** The written vote and poll, and the address to send a verification mail to, if one is owed. */
export interface VoteOutcome {
  read: PollRead;
  vote: (StoredVote & { choices: Record<string, string> }) | null;
  verifyAddress: string | null;
}

const STAMP = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** The poll as it is, refused when it takes no votes or a choice names a date it lacks. */
async function openPoll(context: VoteContext, choices?: ParsedVote["choices"]) {
  const read = await readPoll(context.d1, context.pollId);
  if (!read) throw new ApiError("poll_not_found");
  refuseIfClosed(read, context.now);
  if (choices) {
    const offered = new Set(read.options.map((option) => option.id));
    if (choices.some((choice) => !offered.has(choice.option_id))) {
      throw new ApiError("poll_option_unknown");
    }
  }
  return read;
}

function refuseIfClosed(read: PollRead, now: number) {
  if (read.poll.erased_at !== null) throw new ApiError("poll_closed");
  if (pollTakesVotes(read.poll, now)) return;
  throw new ApiError(read.poll.closed_at !== null ? "poll_closed" : "poll_deadline_passed");
}

/** Each statement of a change runs only while the poll is still open, so a close wins cleanly. */
const WHILE_OPEN = "EXISTS (SELECT 1 FROM polls WHERE id = ?2 AND closed_at IS NULL)";

function choiceInserts(d1: Session, voteId: string, pollId: string, vote: ParsedVote) {
  return vote.choices.map((choice) =>
    d1
      .prepare(
        `INSERT INTO poll_choices (vote_id, option_id, answer)
          SELECT ?1, ?3, ?4 WHERE ${WHILE_OPEN} AND EXISTS (SELECT 1 FROM poll_votes WHERE id = ?1)`,
      )
      .bind(voteId, pollId, choice.option_id, choice.answer),
  );
}

const bumpVersion = (d1: Session, pollId: string) =>
  d1
    .prepare(`UPDATE polls SET version = version + 1 WHERE id = ?1 AND closed_at IS NULL`)
    .bind(pollId);

const choicesOf = (vote: ParsedVote) =>
  Object.fromEntries(vote.choices.map((choice) => [choice.option_id, choice.answer]));

/**
 * A new vote, its answers and the poll's version in one batch. The insert itself holds the
 * rules a concurrent request could break between the read and the write: the name unique in
 * the poll, the poll still open, and no more than `POLL_VOTES_MAX` votes.
 */
export async function castVote(context: VoteContext, vote: ParsedVote): Promise<VoteOutcome> {
  const { d1, pollId } = context;
  await openPoll(context, vote.choices);
  const subscription = checkedSubscription(vote.subscription, context) ?? null;
  const id = crypto.randomUUID();
  const passwordHash = await hashResponsePassword(vote.password, context.cost);
  const email = vote.notify_email ?? null;
  const reads = pollReads(d1, pollId);
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO poll_votes (id, poll_id, name, name_key, password_hash, email, language, seq,
            push_endpoint, push_p256dh, push_auth)
          SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce(max(seq), 0) + 1, ?9, ?10, ?11
          FROM poll_votes WHERE poll_id = ?2
          HAVING count(*) < ?8 AND ${WHILE_OPEN}
          ON CONFLICT (poll_id, name_key) DO NOTHING`,
      )
      .bind(
        id,
        pollId,
        vote.name,
        nameKey(vote.name),
        passwordHash,
        email,
        context.language,
        POLL_VOTES_MAX,
        ...pushColumns(subscription),
      ),
    ...choiceInserts(d1, id, pollId, vote),
    bumpVersion(d1, pollId),
    d1.prepare("SELECT 1 FROM poll_votes WHERE id = ?").bind(id),
    ...reads,
  ]);
  const read = pollReadOf(results);
  if (!read) throw new ApiError("poll_not_found");
  // The check just before the poll's reads: whether the insert stored the vote.
  const stored = results[results.length - reads.length - 1].results.length > 0;
  if (!stored) throw whyNotStored(read, vote.name, context.now);
  return {
    read,
    vote: {
      id,
      name: vote.name,
      password_hash: passwordHash,
      email,
      email_verified_at: null,
      push_endpoint: subscription?.endpoint ?? null,
      choices: choicesOf(vote),
    },
    verifyAddress: email,
  };
}

function whyNotStored(read: PollRead, name: string, now: number) {
  refuseIfClosed(read, now);
  const key = nameKey(name);
  if (read.votes.some((vote) => nameKey(vote.name) === key)) return new ApiError("vote_exists");
  return new ApiError("poll_full");
}

/**
 * The vote a name and password open: unknown names are 404, each try counted before the
 * password is checked (./vote-guesses.ts), a wrong one 400 `invalid_credentials`.
 */
async function openVote(context: VoteContext, credentials: ParsedCredentials) {
  const stored = await context.d1
    .prepare(
      `SELECT id, name, password_hash, email, email_verified_at, push_endpoint FROM poll_votes
        WHERE poll_id = ? AND name_key = ?`,
    )
    .bind(context.pollId, nameKey(credentials.name))
    .first<StoredVote>();
  if (!stored) throw new ApiError("vote_not_found");
  await countVoteGuess(context.d1, stored.id, context.source, context.now);
  if (!(await verifyPassword(credentials.password, stored.password_hash))) {
    throw new ApiError("invalid_credentials");
  }
  await clearVoteGuess(context.d1, stored.id, context.source);
  return stored;
}

/**
 * A changed vote: its answers replaced, its address kept (left out), removed (null) or replaced
 * (verified again); the same address still unverified is mailed again.
 */
export async function changeVote(context: VoteContext, vote: ParsedVote): Promise<VoteOutcome> {
  const { d1, pollId } = context;
  await openPoll(context, vote.choices);
  const subscription = checkedSubscription(vote.subscription, context);
  const stored = await openVote(context, vote);
  const email = vote.notify_email === undefined ? stored.email : vote.notify_email;
  const sameAddress = email === stored.email;
  const verifiedAt = sameAddress ? stored.email_verified_at : null;
  const results = await d1.batch([
    d1
      .prepare(`DELETE FROM poll_choices WHERE vote_id = ?1 AND ${WHILE_OPEN}`)
      .bind(stored.id, pollId),
    ...choiceInserts(d1, stored.id, pollId, vote),
    d1
      .prepare(
        `UPDATE poll_votes SET email = ?3, email_verified_at = ?4, language = ?5,
          updated_at = ${STAMP} WHERE id = ?1 AND ${WHILE_OPEN}`,
      )
      .bind(stored.id, pollId, email, verifiedAt, context.language),
    ...(subscription === undefined
      ? []
      : [
          d1
            .prepare(
              `UPDATE poll_votes SET push_endpoint = ?3, push_p256dh = ?4, push_auth = ?5
                WHERE id = ?1 AND ${WHILE_OPEN}`,
            )
            .bind(stored.id, pollId, ...pushColumns(subscription)),
        ]),
    bumpVersion(d1, pollId),
    ...pollReads(d1, pollId),
  ]);
  const read = pollReadOf(results);
  if (!read) throw new ApiError("poll_not_found");
  refuseIfClosed(read, context.now);
  return {
    read,
    vote: {
      ...stored,
      email,
      email_verified_at: verifiedAt,
      push_endpoint:
        subscription === undefined ? stored.push_endpoint : (subscription?.endpoint ?? null),
      choices: choicesOf(vote),
    },
    verifyAddress: email !== null && verifiedAt === null ? email : null,
  };
}

/** A withdrawn vote: gone with its answers; the poll's counts drop at once. */
export async function withdrawVote(
  context: VoteContext,
  credentials: ParsedCredentials,
): Promise<VoteOutcome> {
  const { d1, pollId } = context;
  await openPoll(context);
  const stored = await openVote(context, credentials);
  const results = await d1.batch([
    d1.prepare(`DELETE FROM poll_votes WHERE id = ?1 AND ${WHILE_OPEN}`).bind(stored.id, pollId),
    bumpVersion(d1, pollId),
    ...pollReads(d1, pollId),
  ]);
  const read = pollReadOf(results);
  if (!read) throw new ApiError("poll_not_found");
  refuseIfClosed(read, context.now);
  return { read, vote: null, verifyAddress: null };
}
