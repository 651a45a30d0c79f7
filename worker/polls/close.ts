import { EventCreate } from "#contract/events";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { ApiError } from "../lib/errors";
import { requestHash } from "../lib/request-hash";
import { toValidationIssues } from "../lib/validation";
import { retentionDaysOf } from "../services/event-retention";
import { createEvent } from "../services/events";
import { type PollRead, pollReadOf, pollReads } from "./poll-reads";

export interface CloseContext {
  d1: D1Database | D1DatabaseSession;
  db: Db;
  user: UserRow;
  secretKey: string;
  retentionDays: number;
  /** The site's address as the request named it, for the voters' mails' links. */
  origin: string;
}

/**
 * Closes the organiser's poll on one of its dates: the event is made with the poll's title,
 * description, place, zone and language on that date, and the organiser's own settings. Made
 * under a creation key of the poll's own (services/events.ts), so a retry or a second close
 * racing the first finds the one event instead of making another. Then, in one batch, the poll
 * is closed on it and the voters to tell are written down: those who said yes or if need be to
 * that date and confirmed an address or left a browser, in the order they voted (./invitations.ts mails them).
 */
export async function closePoll(
  context: CloseContext,
  read: PollRead,
  optionId: string,
  settings: Record<string, unknown>,
) {
  const { poll } = read;
  const option = read.options.find((offered) => offered.id === optionId);
  if (!option) throw new ApiError("poll_option_unknown");
  if (poll.closed_at !== null) throw new ApiError("poll_closed");
  const asked = EventCreate.safeParse({
    ...settings,
    title: poll.title,
    description: poll.description,
    location: poll.location,
    time_zone: poll.time_zone,
    language: poll.language,
    event_date: option.starts_at,
  });
  if (!asked.success) {
    throw new ApiError("validation_failed", {}, toValidationIssues(asked.error, "json"));
  }
  const input = {
    ...asked.data,
    retention_days: retentionDaysOf(asked.data.retention_days, context.retentionDays),
  };
  const key = `poll:${poll.id}`;
  const hash = await requestHash(context.secretKey, ["close-poll", optionId, input]);
  const event = await createEvent(context.db, context.user, input, { key, hash }).catch(
    (error: unknown) => {
      // Another close of this poll, with other settings, made the event first.
      if (error instanceof ApiError && error.code !== "event_not_found") {
        throw new ApiError("poll_closed");
      }
      throw error;
    },
  );
  const { d1 } = context;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE polls SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), event_id = ?2,
          chosen_option_id = ?3, version = version + 1,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?1 AND closed_at IS NULL`,
      )
      .bind(poll.id, event.id, optionId),
    d1
      .prepare(
        `INSERT INTO poll_invitations (vote_id, poll_id, seq, origin)
          SELECT v.id, v.poll_id, v.seq, ?4 FROM poll_votes v
          JOIN poll_choices c ON c.vote_id = v.id AND c.option_id = ?3
          WHERE v.poll_id = ?1 AND c.answer IN ('yes', 'maybe')
            AND ((v.email IS NOT NULL AND v.email_verified_at IS NOT NULL)
              OR v.push_endpoint IS NOT NULL)
            AND EXISTS (SELECT 1 FROM polls WHERE id = ?1 AND event_id = ?2)
          ON CONFLICT (vote_id) DO NOTHING`,
      )
      .bind(poll.id, event.id, optionId, context.origin),
    ...pollReads(d1, poll.id),
  ]);
  const closed = pollReadOf(results);
  if (!closed) throw new ApiError("poll_not_found");
  if (closed.poll.event_id !== event.id) throw new ApiError("poll_closed");
  return { event, read: closed };
}
