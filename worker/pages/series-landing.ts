import { and, asc, eq, gt } from "drizzle-orm";
import type { SeriesPublicView } from "#contract/series";
import type { Db } from "../db/client";
import { events, series } from "../db/schema";

/**
 * The group link's view (GET /series/{id}/public's): the next occurrence not yet begun, and
 * those after it. A stand-in with worker/series/series-reads.ts's `seriesLanding` signature,
 * reading the same tables, until that module is in; then this file only re-exports it.
 */
export async function seriesLanding(db: Db, seriesId: string): Promise<SeriesPublicView | null> {
  const row = await db.query.series.findFirst({ where: eq(series.id, seriesId) });
  if (!row) return null;
  const dates = await db
    .select({ event_id: events.id, event_date: events.eventDate })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gt(events.eventDate, new Date().toISOString())))
    .orderBy(asc(events.eventDate));
  const { title } = JSON.parse(row.settings) as { title: string };
  return {
    id: row.id,
    title,
    recurrence: row.recurrence,
    time_zone: row.timeZone,
    next_event_id: dates[0]?.event_id ?? null,
    dates,
    ended: row.endedAt !== null || dates.length === 0,
  };
}
