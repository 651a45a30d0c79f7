import type { z } from "zod";
import type { PollCreate, PollUpdate } from "#contract/polls";
import type { UserRow } from "../db/schema";
import { ApiError, idempotencyKeyReused } from "../lib/errors";
import { type PollRead, pollReadOf, pollReads, readPoll } from "./poll-reads";

type ParsedCreate = z.output<typeof PollCreate>;
type ParsedUpdate = z.output<typeof PollUpdate>;
type Session = D1Database | D1DatabaseSession;

const DAY_MS = 86_400_000;

/** When a poll's votes are forgotten: `days` after its last date ends (or starts). */
export function forgetAtOf(options: { starts_at: string; ends_at: string | null }[], days: number) {
  const last = Math.max(...options.map((option) => Date.parse(option.ends_at ?? option.starts_at)));
  return new Date(last + days * DAY_MS).toISOString();
}

/** An Idempotency-Key and a keyed hash of the request it came with (as events' creation). */
export type PollCreation = { key: string; hash: string };

/**
 * A new poll and its dates in one batch, read back whole. With a creation key, a retry finds the
 * poll the first request made (the insert does nothing, and neither do its dates'); the same key
 * with another request is refused.
 */
export async function createPoll(
  d1: Session,
  owner: UserRow,
  input: ParsedCreate,
  retentionDays: number,
  creation: PollCreation | null = null,
) {
  const id = crypto.randomUUID();
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO polls (id, owner_id, title, description, location, time_zone, language,
          deadline, voter_list, forget_at, creation_key, creation_hash)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (owner_id, creation_key) DO NOTHING`,
      )
      .bind(
        id,
        owner.id,
        input.title,
        input.description,
        input.location,
        input.time_zone,
        input.language ?? owner.language,
        input.deadline,
        input.voter_list,
        forgetAtOf(input.options, retentionDays),
        creation?.key ?? null,
        creation?.hash ?? null,
      ),
    ...input.options.map((option) =>
      d1
        .prepare(
          `INSERT INTO poll_options (id, poll_id, starts_at, ends_at)
            SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM polls WHERE id = ?2)`,
        )
        .bind(crypto.randomUUID(), id, option.starts_at, option.ends_at),
    ),
    ...pollReads(d1, id),
  ]);
  const made = pollReadOf(results);
  if (made) return made;
  const earlier = await d1
    .prepare("SELECT id, creation_hash FROM polls WHERE owner_id = ? AND creation_key = ?")
    .bind(owner.id, creation?.key ?? null)
    .first<{ id: string; creation_hash: string | null }>();
  // Deleted between the insert that met it and this read: the key named that poll.
  if (!earlier) throw new ApiError("poll_not_found");
  if (earlier.creation_hash !== creation?.hash) throw idempotencyKeyReused();
  return (await readPoll(d1, earlier.id)) as PollRead;
}

/** The organiser's poll, or 404 for anyone else's (as for events, a stranger learns nothing). */
export async function ownPoll(d1: Session, user: UserRow, pollId: string): Promise<PollRead> {
  const read = await readPoll(d1, pollId);
  if (!read || read.poll.owner_id !== user.id) throw new ApiError("poll_not_found");
  return read;
}

/** The dashboard's list: the owner's polls, newest first, with their counts in one query. */
export async function listPolls(d1: Session, user: UserRow, skip: number, limit: number) {
  const [rows, total] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `SELECT p.id, p.title, p.time_zone, p.deadline, p.closed_at, p.event_id, p.created_at,
          (SELECT count(*) FROM poll_options o WHERE o.poll_id = p.id) AS option_count,
          (SELECT count(*) FROM poll_votes v WHERE v.poll_id = p.id) AS voter_count
        FROM polls p WHERE p.owner_id = ? ORDER BY p.created_at DESC LIMIT ? OFFSET ?`,
      )
      .bind(user.id, limit, skip),
    d1.prepare("SELECT count(*) AS count FROM polls WHERE owner_id = ?").bind(user.id),
  ]);
  return { rows: rows.results, count: Number(total.results[0]?.count ?? 0) };
}

/**
 * A change to the organiser's poll. `options` is the whole new list: an option someone voted on
 * stays exactly as it was, the rest may move, go or come. Closed polls are not changed.
 */
export async function updatePoll(
  d1: Session,
  read: PollRead,
  input: ParsedUpdate,
  retentionDays: number,
) {
  const { poll } = read;
  if (poll.closed_at !== null) throw new ApiError("poll_closed");
  const statements: D1PreparedStatement[] = [];
  const set: string[] = [];
  const values: unknown[] = [];
  const field = (column: string, value: unknown) => {
    if (value === undefined) return;
    set.push(`${column} = ?`);
    values.push(value);
  };
  field("title", input.title);
  field("description", input.description);
  field("location", input.location);
  field("deadline", input.deadline);
  field("voter_list", input.voter_list);
  if (input.options) field("forget_at", forgetAtOf(input.options, retentionDays));
  if (input.options) statements.push(...optionChanges(d1, read, input.options));
  statements.push(
    d1
      .prepare(
        `UPDATE polls SET ${[...set, "version = version + 1", "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"].join(", ")}
          WHERE id = ? AND closed_at IS NULL`,
      )
      .bind(...values, poll.id),
  );
  return pollReadOf(await d1.batch([...statements, ...pollReads(d1, poll.id)])) as PollRead;
}

type OptionInput = NonNullable<ParsedUpdate["options"]>[number];

function optionChanges(d1: Session, read: PollRead, wanted: OptionInput[]) {
  const voted = new Set(read.choices.map((choice) => choice.option_id));
  const current = new Map(read.options.map((option) => [option.id, option]));
  const kept = new Set<string>();
  const statements: D1PreparedStatement[] = [];
  for (const option of wanted) {
    if (option.id === undefined) {
      statements.push(
        d1
          .prepare("INSERT INTO poll_options (id, poll_id, starts_at, ends_at) VALUES (?, ?, ?, ?)")
          .bind(crypto.randomUUID(), read.poll.id, option.starts_at, option.ends_at),
      );
      continue;
    }
    const before = current.get(option.id);
    if (!before) throw new ApiError("poll_option_unknown");
    kept.add(option.id);
    const moved = before.starts_at !== option.starts_at || before.ends_at !== option.ends_at;
    if (!moved) continue;
    if (voted.has(option.id)) throw new ApiError("poll_option_voted");
    statements.push(
      d1
        .prepare("UPDATE poll_options SET starts_at = ?, ends_at = ? WHERE id = ? AND poll_id = ?")
        .bind(option.starts_at, option.ends_at, option.id, read.poll.id),
    );
  }
  for (const option of read.options) {
    if (kept.has(option.id)) continue;
    if (voted.has(option.id)) throw new ApiError("poll_option_voted");
    // A vote that came in since the read keeps its date: the delete spares any option voted on.
    statements.push(
      d1
        .prepare(
          `DELETE FROM poll_options WHERE id = ? AND NOT EXISTS
            (SELECT 1 FROM poll_choices WHERE option_id = ?)`,
        )
        .bind(option.id, option.id),
    );
  }
  return statements;
}

export async function deletePoll(d1: Session, read: PollRead) {
  await d1.prepare("DELETE FROM polls WHERE id = ?").bind(read.poll.id).run();
}
