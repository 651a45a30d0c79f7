import { eq, lt } from "drizzle-orm";
import type { CancelledEvent } from "#contract/cancelled-event";
import { zoneName } from "#contract/time-zones";
import type { Db } from "../db/client";
import { type CancelledEventRow, cancelledEvents, type EventRow } from "../db/schema";

/**
 * What a deleted event's invite link says (decision 0060): that the organiser cancelled it,
 * by its title and date, with the contact they left. Nothing of its invitees or settings is
 * kept, and this only until `KEPT_AFTER_EVENT_MS` after the event's date (or after the
 * deletion, for an event deleted once past), when the minute's sweep forgets it.
 */

/** How long past its date a cancelled event is still named: the weeks its link stays in chats. */
export const KEPT_AFTER_EVENT_MS = 28 * 24 * 60 * 60 * 1000;

/** In the deletion's batch: what the page will say of the event, and until when. */
export function cancellationKept(db: Db, event: EventRow, now = Date.now()) {
  const from = Math.max(Date.parse(event.eventDate), now);
  return db
    .insert(cancelledEvents)
    .values({
      eventId: event.id,
      title: event.title,
      eventDate: event.eventDate,
      timeZone: event.timeZone,
      language: event.language,
      contact: event.contact || null,
      cancelledAt: new Date(now).toISOString(),
      forgetAt: new Date(from + KEPT_AFTER_EVENT_MS).toISOString(),
      // An occurrence's: its series' feed lists it cancelled, and the sweep never remakes it.
      seriesId: event.seriesId,
      recurrenceId: event.recurrenceId,
      calendarSequence: event.calendarSequence + 1,
    })
    .onConflictDoNothing();
}

/** A cancelled event as the invite page and the API say it; undefined if none is kept. */
export async function cancellationOf(db: Db, eventId: string) {
  const row = await db.query.cancelledEvents.findFirst({
    where: eq(cancelledEvents.eventId, eventId),
  });
  return row && { event: cancelledEventOf(row), language: row.language };
}

const cancelledEventOf = (row: CancelledEventRow): CancelledEvent => ({
  id: row.eventId,
  title: row.title,
  event_date: row.eventDate,
  time_zone: row.timeZone,
  time_zone_name: zoneName(row.timeZone, "ko"),
  contact: row.contact,
  cancelled_at: row.cancelledAt,
});

/** The minute's sweep: cancellations whose time is up are forgotten, by the index on it. */
export const forgetCancellations = (db: Db, now = Date.now()) =>
  db.delete(cancelledEvents).where(lt(cancelledEvents.forgetAt, new Date(now).toISOString()));
