import { and, asc, count, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { EventRole } from "#contract/hosts";
import type {
  SeriesOccurrence,
  SeriesPublic,
  SeriesPublicView,
  SeriesSummary,
} from "#contract/series";
import type { Db } from "../db/client";
import {
  eventHosts,
  events,
  responses,
  type SeriesRow,
  series,
  standingAnswers,
} from "../db/schema";
import { ApiError } from "../lib/errors";
import { mayAct } from "../services/event-access";
import { instantOfLocal } from "./occurrence-dates";
import { readSettings } from "./series-settings";

/**
 * What the series' calls answer (decision 0069): its owner's and hosts' view, the dashboard's
 * list, and the group link's public view. The hosts of a series are those of its occurrences.
 */

const nowIso = () => new Date().toISOString();

/** The rule's start (DTSTART) as an instant: the first date and every meeting's time of day. */
const anchorOf = (row: SeriesRow) => instantOfLocal(row.startsLocal, row.timeZone);

/** The series and the caller's role on it (owner, or a host of one of its occurrences). */
export async function seriesFor(
  db: Db,
  seriesId: string,
  user: { id: string; isSuperuser: boolean },
  access: "read" | "own",
): Promise<{ row: SeriesRow; role: EventRole | null }> {
  const [found] = await db
    .select({ row: series, hostRole: eventHosts.role })
    .from(series)
    .leftJoin(events, eq(events.seriesId, series.id))
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, user.id)))
    .where(eq(series.id, seriesId))
    .orderBy(sql`${eventHosts.role} = 'manager' DESC`)
    .limit(1);
  const role: EventRole | null = !found
    ? null
    : found.row.ownerId === user.id
      ? "owner"
      : (found.hostRole ?? null);
  if (!found || !mayAct(role, user.isSuperuser, access)) throw new ApiError("series_not_found");
  return { row: found.row, role };
}

async function occurrencesOf(db: Db, seriesId: string): Promise<SeriesOccurrence[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      event_date: events.eventDate,
      max_participants: events.maxParticipants,
      own_changes: events.ownChanges,
    })
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.eventDate));
  const counted =
    rows.length === 0
      ? []
      : await db
          .select({ eventId: responses.eventId, status: responses.status, n: count() })
          .from(responses)
          .where(
            and(
              inArray(
                responses.eventId,
                rows.map((row) => row.id),
              ),
              eq(responses.deleted, false),
            ),
          )
          .groupBy(responses.eventId, responses.status);
  const countOf = (eventId: string, ...statuses: string[]) =>
    counted
      .filter((c) => c.eventId === eventId && statuses.includes(c.status))
      .reduce((sum, c) => sum + c.n, 0);
  return rows.map((row) => ({
    ...row,
    attending_count: countOf(row.id, "attending"),
    waiting_count: countOf(row.id, "waiting", "offered"),
    not_attending_count: countOf(row.id, "not_attending"),
  }));
}

/** GET /series/{id}. */
export async function seriesPublicOf(
  db: Db,
  row: SeriesRow,
  role: EventRole | null,
): Promise<SeriesPublic> {
  const [occurrences, standing] = await Promise.all([
    occurrencesOf(db, row.id),
    db
      .select({
        name: standingAnswers.name,
        guests: standingAnswers.guests,
        since: standingAnswers.createdAt,
      })
      .from(standingAnswers)
      .where(and(eq(standingAnswers.seriesId, row.id), isNull(standingAnswers.stoppedAt)))
      .orderBy(asc(standingAnswers.seq)),
  ]);
  const settings = readSettings(row);
  const now = nowIso();
  return {
    id: row.id,
    owner_id: row.ownerId,
    role,
    recurrence: row.recurrence,
    first_date: anchorOf(row),
    time_zone: row.timeZone,
    title: settings.title,
    next_date: occurrences.find((o) => o.event_date > now)?.event_date ?? null,
    ended_at: row.endedAt,
    settings: { ...settings, deadline_minutes: row.deadlineMinutes },
    occurrences,
    standing,
  };
}

/** GET /series/: the series the caller owns or helps run, soonest next date first. */
export async function listSeries(db: Db, userId: string): Promise<SeriesSummary[]> {
  const hosted = db
    .select({ seriesId: events.seriesId })
    .from(eventHosts)
    .innerJoin(events, eq(events.id, eventHosts.eventId))
    .where(eq(eventHosts.userId, userId));
  const [rows, roles] = await db.batch([
    db
      .select()
      .from(series)
      .where(or(eq(series.ownerId, userId), inArray(series.id, hosted))),
    db
      .select({ seriesId: events.seriesId, role: eventHosts.role })
      .from(eventHosts)
      .innerJoin(events, eq(events.id, eventHosts.eventId))
      .where(and(eq(eventHosts.userId, userId), isNotNull(events.seriesId))),
  ]);
  // A host of several occurrences in different roles is the series' manager if of any one.
  const hostRole = (seriesId: string): EventRole =>
    roles.some((r) => r.seriesId === seriesId && r.role === "manager") ? "manager" : "checkin";
  const summaries = await Promise.all(
    rows.map(async (row): Promise<SeriesSummary> => {
      const [next, [{ standing }]] = await db.batch([
        db
          .select({ id: events.id, at: events.eventDate })
          .from(events)
          .where(and(eq(events.seriesId, row.id), gt(events.eventDate, nowIso())))
          .orderBy(asc(events.eventDate))
          .limit(1),
        db
          .select({ standing: count() })
          .from(standingAnswers)
          .where(and(eq(standingAnswers.seriesId, row.id), isNull(standingAnswers.stoppedAt))),
      ]);
      return {
        id: row.id,
        role: row.ownerId === userId ? "owner" : hostRole(row.id),
        recurrence: row.recurrence,
        first_date: anchorOf(row),
        time_zone: row.timeZone,
        title: readSettings(row).title,
        next_date: next[0]?.at ?? null,
        next_event_id: next[0]?.id ?? null,
        ended_at: row.endedAt,
        standing_count: standing,
      };
    }),
  );
  return summaries.sort((a, b) => (a.next_date ?? "9999").localeCompare(b.next_date ?? "9999"));
}

/** The group link's view: the next occurrence not yet begun, and those after it. */
export async function seriesLanding(db: Db, seriesId: string): Promise<SeriesPublicView | null> {
  const row = await db.query.series.findFirst({ where: eq(series.id, seriesId) });
  if (!row) return null;
  const dates = await db
    .select({ event_id: events.id, event_date: events.eventDate })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gt(events.eventDate, nowIso())))
    .orderBy(asc(events.eventDate));
  return {
    id: row.id,
    title: readSettings(row).title,
    recurrence: row.recurrence,
    time_zone: row.timeZone,
    next_event_id: dates[0]?.event_id ?? null,
    dates,
    ended: row.endedAt !== null || dates.length === 0,
  };
}
