import { count, eq } from "drizzle-orm";
import type { ParticipantStats } from "#contract/stats";
import type { Db } from "../db/client";
import { events } from "../db/schema";

/**
 * The owner's events that used check-in. An uncorrelated IN: SQLite builds it once, with an
 * index, where a LEFT JOIN on it scanned it for every response (EXPLAIN QUERY PLAN).
 */
const DOOR_EVENTS = `(SELECT c.event_id FROM responses c JOIN events ce ON ce.id = c.event_id
   WHERE ce.owner_id = ?1 AND c.checked_in_at IS NOT NULL)`;

/**
 * Participants across the caller's events, grouped by normalised name, from the D1 mirror.
 * SQLite fills the bare `name` and `time_zone` columns from the row holding max(updated_at): the
 * latest spelling, and the zone of the event of that latest response, whose clock the
 * organiser's pages read its date on (docs/decisions/0013-event-time-zones.md).
 * `counted` leaves out waiting and open offers: someone in the queue asked for a seat and did
 * not get one yet, which says nothing about whether they come. Their rate is over the rest, and
 * someone only ever waiting has none (0 in the entry, left out of the average).
 * A participant is someone attending at one of the events at least: everyone else who answered
 * is listed (`count`) but came to nothing, so is no participant.
 * No-shows count only at events that used check-in, any of whose responses has a
 * check-in time in the mirror: elsewhere nobody was checked, so nobody is known to be missing.
 * A no-show is an attending response never checked in; `door_attending` is the attending
 * responses at such events, over which the rate goes. A check-in kept on a response that later
 * left attending counts for neither.
 */
const PER_PERSON = `
  SELECT r.name AS name,
         max(r.updated_at) AS last_response_date,
         e.time_zone AS last_response_time_zone,
         sum(r.status = 'attending') AS attending_count,
         sum(r.status = 'not_attending') AS not_attending_count,
         sum(r.status = 'maybe') AS maybe_count,
         sum(r.status NOT IN ('waiting', 'offered')) AS counted,
         sum(r.status = 'attending' AND r.checked_in_at IS NULL AND r.event_id IN ${DOOR_EVENTS})
           AS no_show_count,
         sum(r.status = 'attending' AND r.event_id IN ${DOOR_EVENTS}) AS door_attending
  FROM responses r JOIN events e ON e.id = r.event_id
  WHERE e.owner_id = ?1 AND r.deleted = 0
  GROUP BY r.name_key`;

interface PersonRow {
  name: string;
  last_response_date: string | null;
  last_response_time_zone: string | null;
  attending_count: number;
  not_attending_count: number;
  maybe_count: number;
  counted: number;
  no_show_count: number;
  door_attending: number;
}

export async function participantStats(
  db: Db,
  d1: D1Database | D1DatabaseSession,
  ownerId: string,
  skip: number,
  limit: number,
): Promise<ParticipantStats> {
  const [page, totals, [{ total_events }]] = await Promise.all([
    d1
      .prepare(`${PER_PERSON} ORDER BY last_response_date DESC, r.name_key LIMIT ?2 OFFSET ?3`)
      .bind(ownerId, limit, skip)
      .all<PersonRow>(),
    d1
      .prepare(
        `SELECT sum(attending_count > 0) AS total_participants, count(*) AS total_respondents,
                coalesce(avg(attending_count * 1.0 / nullif(counted, 0)), 0) AS average_attendance_rate,
                avg(no_show_count * 1.0 / nullif(door_attending, 0)) AS average_no_show_rate
         FROM (${PER_PERSON})`,
      )
      .bind(ownerId)
      .first<{
        total_participants: number | null;
        total_respondents: number;
        average_attendance_rate: number;
        average_no_show_rate: number | null;
      }>(),
    db.select({ total_events: count() }).from(events).where(eq(events.ownerId, ownerId)),
  ]);
  return {
    total_participants: totals?.total_participants ?? 0,
    average_attendance_rate: totals?.average_attendance_rate ?? 0,
    average_no_show_rate: totals?.average_no_show_rate ?? null,
    total_events,
    count: totals?.total_respondents ?? 0,
    data: page.results.map((row) => ({
      name: row.name,
      attending_count: row.attending_count,
      not_attending_count: row.not_attending_count,
      maybe_count: row.maybe_count,
      attendance_rate: row.counted ? row.attending_count / row.counted : 0,
      no_show_count: row.no_show_count,
      no_show_rate: row.door_attending ? row.no_show_count / row.door_attending : null,
      last_response_date: row.last_response_date,
      last_response_time_zone: row.last_response_time_zone,
    })),
  };
}
