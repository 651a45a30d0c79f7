import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cancelledEvents,
  type EventRow,
  events,
  type SeriesRow,
  series,
  standingAnswers,
} from "../db/schema";
import type { LogActor } from "../services/event-log";
import { resolveQuestions } from "../services/event-questions";
import { deleteEvent, type ParsedEventUpdate, updateEvent } from "../services/events";
import { AHEAD_AT_LEAST, AHEAD_MS, expand, localStartOf } from "./occurrence-dates";
import { noDateLeft } from "./series";
import { deadlineOf, readSettings, type SeriesSettings } from "./series-settings";
import { topUp } from "./top-up";

/**
 * A series changed or ended (decision 0069). Only occurrences not yet begun follow; one
 * changed by hand keeps its own date and settings. A change of date moves them through
 * `PUT /events/{id}`'s own path, so those who answered are told as for any date change.
 */

/** The update as validated, its retention days settled (services/event-retention.ts). */
export type ParsedSeriesUpdate = ParsedEventUpdate & { recurrence?: string };

const upcomingOf = (db: Db, seriesId: string, now: number) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gt(events.eventDate, new Date(now).toISOString())))
    .orderBy(asc(events.eventDate));

/** The settings a change leaves for occurrences: those given replace, the others stay. */
function settingsAfter(current: SeriesSettings, input: ParsedSeriesUpdate): SeriesSettings {
  const { event_date: _d, deadline_date: _dl, recurrence: _r, questions, ...given } = input;
  const changed = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<SeriesSettings>;
  return {
    ...current,
    ...changed,
    questions:
      questions === undefined ? current.questions : resolveQuestions(questions, current.questions),
  };
}

export async function updateSeries(
  env: Env,
  db: Db,
  row: SeriesRow,
  input: ParsedSeriesUpdate,
  actor: LogActor,
  now = Date.now(),
) {
  const settings = settingsAfter(readSettings(row), input);
  const zone = settings.time_zone;
  const recurrence = input.recurrence ?? row.recurrence;
  const startsLocal = input.event_date ? localStartOf(input.event_date, zone) : row.startsLocal;
  const upcoming = await upcomingOf(db, row.id, now);
  const deadlineMinutes =
    input.deadline_date === undefined
      ? row.deadlineMinutes
      : input.deadline_date === null
        ? null
        : Math.round(
            (Date.parse(input.event_date ?? upcoming[0]?.eventDate ?? input.deadline_date) -
              Date.parse(input.deadline_date)) /
              60_000,
          );
  const replan =
    recurrence !== row.recurrence || startsLocal !== row.startsLocal || zone !== row.timeZone;
  const dates = replan
    ? expand(recurrence, startsLocal, zone, {
        after: null,
        before: now + AHEAD_MS,
        notBefore: now,
        atLeast: AHEAD_AT_LEAST,
      }).dates.filter((date) => Date.parse(date.at) > now)
    : [];
  if (replan && dates.length === 0) throw noDateLeft();
  const seriesChanged = db
    .update(series)
    .set({
      recurrence,
      startsLocal,
      timeZone: zone,
      settings: JSON.stringify(settings),
      deadlineMinutes,
      ...(replan
        ? {
            generatedThrough:
              dates[Math.min(upcoming.length, dates.length) - 1]?.recurrenceId ?? null,
          }
        : {}),
      updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    })
    .where(eq(series.id, row.id))
    .returning();
  const [[updated]] = replan
    ? await db.batch([
        seriesChanged,
        // Moving: the dates are taken anew, and a date cancelled under the old rule no longer
        // stands in the way of the new one's (the feed still lists it cancelled).
        db
          .update(events)
          .set({ recurrenceId: sql`'moving:' || ${events.id}` })
          .where(
            and(eq(events.seriesId, row.id), gt(events.eventDate, new Date(now).toISOString())),
          ),
        db
          .update(cancelledEvents)
          .set({ recurrenceId: null })
          .where(eq(cancelledEvents.seriesId, row.id)),
      ])
    : [await seriesChanged];
  const { questions, ...rest } = settings;
  const forOccurrences = { ...rest, questions, retention_days: settings.retention_days };
  for (const [at, occurrence] of upcoming.entries()) {
    const date = replan ? dates[at] : undefined;
    if (replan && !date) {
      await deleteEvent(env, db, occurrence);
      continue;
    }
    if (date) {
      await db
        .update(events)
        .set({ recurrenceId: date.recurrenceId })
        .where(eq(events.id, occurrence.id));
    }
    if (occurrence.ownChanges) continue;
    const eventDate = date?.at ?? occurrence.eventDate;
    await updateEvent(
      env,
      db,
      occurrence,
      {
        ...forOccurrences,
        event_date: eventDate,
        deadline_date: deadlineOf(eventDate, deadlineMinutes),
      } as ParsedEventUpdate,
      actor,
      true,
    );
  }
  if (updated) await topUp(env, db, updated, now);
  return updated ?? row;
}

/**
 * Ends a series: nothing more is made, each occurrence not yet begun is deleted as
 * `DELETE /events/{id}` deletes one (its invitees told, its link saying so), and the standing
 * answers go with what they kept of their members.
 */
export async function endSeries(env: Env, db: Db, row: SeriesRow, now = Date.now()) {
  await db.batch([
    db
      .update(series)
      .set({ endedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`, topUpAt: null })
      .where(eq(series.id, row.id)),
    db.delete(standingAnswers).where(eq(standingAnswers.seriesId, row.id)),
  ]);
  const upcoming: EventRow[] = await upcomingOf(db, row.id, now);
  for (const occurrence of upcoming) await deleteEvent(env, db, occurrence);
  return upcoming.length;
}
