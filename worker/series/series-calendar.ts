import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cancelledEvents, events, series } from "../db/schema";
import { calendarFile, cancelledLines, eventLines } from "../services/calendar";
import { readSettings } from "./series-settings";

/**
 * A series as a calendar feed (decision 0069): every occurrence under the UID its own file
 * has, so one added from its invite page and the feed are the same entry; those cancelled while
 * their link still says so, as STATUS:CANCELLED. Null when there is no such series.
 */
export async function seriesCalendar(db: Db, seriesId: string, origin: string) {
  const row = await db.query.series.findFirst({ where: eq(series.id, seriesId) });
  if (!row) return null;
  const [occurrences, cancelled] = await db.batch([
    db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.eventDate)),
    db
      .select()
      .from(cancelledEvents)
      .where(and(eq(cancelledEvents.seriesId, seriesId)))
      .orderBy(asc(cancelledEvents.eventDate)),
  ]);
  const title = readSettings(row).title;
  const around = Date.parse(occurrences[0]?.eventDate ?? row.createdAt);
  const text = calendarFile(
    row.timeZone,
    around,
    [
      ...occurrences.flatMap((event) => eventLines(event, `${origin}/events/${event.id}/public`)),
      ...cancelled.flatMap((event) => cancelledLines(event)),
    ],
    title,
  );
  return { text, title };
}
