import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cancelledEvents,
  eventHosts,
  events,
  type SeriesRow,
  series,
  standingAnswers,
} from "../db/schema";
import { AHEAD_AT_LEAST, AHEAD_MS, expand } from "./occurrence-dates";
import { occurrenceRow, readSettings } from "./series-settings";
import { applyStanding } from "./standing";

/**
 * Making a series' occurrences ahead (decision 0069): every date in the next AHEAD_MS, and at
 * least AHEAD_AT_LEAST not yet begun. A top-up makes only the rule's dates after the last it
 * made (`generated_through`), so an occurrence deleted by hand is never made again; one
 * statement per date, unique by (series, date), so two top-ups racing make each date once.
 */

const DAY_MS = 86_400_000;

/**
 * When the sweep must next look: a date enters the window, or the second-to-last one begins;
 * once the rule has ended, when its last occurrence's retention is over, to forget what its
 * standing answers kept (null: nothing is left to do).
 */
function nextTopUp(
  upcoming: string[],
  next: { at: string } | null,
  retentionDays: number,
): string | null {
  const last = upcoming.at(-1);
  if (!next) return last ? new Date(Date.parse(last) + retentionDays * DAY_MS).toISOString() : null;
  const times = [
    ...(next ? [Date.parse(next.at) - AHEAD_MS] : []),
    ...(upcoming.length >= AHEAD_AT_LEAST && next
      ? [Date.parse(upcoming[upcoming.length - AHEAD_AT_LEAST] ?? "")]
      : []),
  ];
  return times.length === 0 ? null : new Date(Math.min(...times)).toISOString();
}

/** The series' latest occurrence (begun or not), whose hosts a new one takes. */
async function latestOccurrence(db: Db, seriesId: string) {
  const [latest] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(desc(events.eventDate))
    .limit(1);
  return latest?.id;
}

/** In a top-up's batch: one occurrence's hosts given to a new one (nothing if it was not made). */
const hostsCopied = (db: Db, from: string, to: string) =>
  db
    .insert(eventHosts)
    .select(
      db
        .select({
          eventId: sql<string>`${to}`.as("event_id"),
          userId: eventHosts.userId,
          role: eventHosts.role,
          createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
        })
        .from(eventHosts)
        .where(
          and(eq(eventHosts.eventId, from), sql`EXISTS (SELECT 1 FROM events WHERE id = ${to})`),
        ),
    )
    .onConflictDoNothing();

/** Makes the series' due occurrences; answers the ids made, soonest first. */
export async function topUp(env: Env, db: Db, row: SeriesRow, now = Date.now()) {
  if (row.endedAt) return [];
  // Those made before count towards the least there always are.
  const upcoming = await db
    .select({ at: events.eventDate, id: events.id })
    .from(events)
    .where(and(eq(events.seriesId, row.id), gt(events.eventDate, new Date(now).toISOString())))
    .orderBy(asc(events.eventDate));
  const { dates, next } = expand(row.recurrence, row.startsLocal, row.timeZone, {
    after: row.generatedThrough,
    before: now + AHEAD_MS,
    notBefore: now,
    atLeast: Math.max(0, AHEAD_AT_LEAST - upcoming.length),
  });
  const due = dates.filter((date) => Date.parse(date.at) > now);
  const through = dates.at(-1)?.recurrenceId ?? row.generatedThrough;
  const made = due.map((date) => occurrenceRow(row, date));
  const ids = made.map((values) => values.id);
  const hostsFrom = upcoming.at(-1)?.id ?? (await latestOccurrence(db, row.id));
  const all = [...upcoming.map((e) => e.at), ...due.map((d) => d.at)];
  const topUpAt = nextTopUp(all, next, readSettings(row).retention_days);
  // The rule has ended and its last occurrence is past its retention: the standing answers
  // (names, password hashes, addresses) are needed no more.
  const over = !next && all.length === 0;
  await db.batch([
    db
      .update(series)
      .set({ generatedThrough: through, topUpAt })
      .where(and(eq(series.id, row.id), isNull(series.endedAt))),
    ...(over ? [db.delete(standingAnswers).where(eq(standingAnswers.seriesId, row.id))] : []),
    ...made.flatMap((values) => [
      db
        .insert(events)
        .values(values)
        .onConflictDoNothing({ target: [events.seriesId, events.recurrenceId] }),
      // The hosts of the latest meeting help run the next one too: a door keeper every week.
      ...(hostsFrom ? [hostsCopied(db, hostsFrom, values.id)] : []),
    ]),
    // A date cancelled by hand while this top-up was reckoning stays cancelled, and an ended
    // series keeps no new occurrence: in the same batch, so no reader sees them made.
    db.delete(events).where(
      and(
        eq(events.seriesId, row.id),
        inArray(
          events.recurrenceId,
          db
            .select({ id: cancelledEvents.recurrenceId })
            .from(cancelledEvents)
            .where(
              and(eq(cancelledEvents.seriesId, row.id), isNotNull(cancelledEvents.recurrenceId)),
            ),
        ),
      ),
    ),
    db
      .delete(events)
      .where(
        and(
          inArray(events.id, ids.length > 0 ? ids : [""]),
          sql`EXISTS (SELECT 1 FROM series WHERE id = ${row.id} AND ended_at IS NOT NULL)`,
        ),
      ),
  ]);
  const kept = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.id, ids.length > 0 ? ids : [""]))
    .orderBy(asc(events.eventDate));
  if (kept.length > 0)
    await applyStanding(
      env,
      db,
      row.id,
      kept.map((e) => e.id),
    );
  return kept.map((e) => e.id);
}
