import { and, asc, eq, lte, type SQL, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { eventHosts, events, roomSyncs } from "../db/schema";
import { configFromEvent } from "../event-room/core/config";
import { errorText } from "../lib/log-text";
import { endLiveFor, roomFor } from "./event-rooms";

/**
 * What an organiser's write owes the event's room, kept in D1 until the room has it (decision
 * 0047): each write that the room must know of records its debt in the same D1 batch as the
 * write, the request clears it once the room replied, and the minute's sweep (`syncRooms`, the
 * Worker's `scheduled` handler) settles what a crash or a failed call left behind. The sweep
 * reads only these rows (an index on `since`), never the events, so it costs the same however
 * many events there are.
 */

/** `host_id` of the row about the event itself (its settings, or its deletion). */
const THE_EVENT = "";
const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Rows one sweep takes, oldest first; more wait for the next minute. */
export const SWEEP_ROWS = 200;
/** Rooms a sweep calls at once. */
const SWEEP_PARALLEL = 8;

/**
 * In an edit's batch, after its update: the room owes the config version D1 now holds (the
 * highest of the edits not yet acknowledged). Writes nothing when the event is gone.
 */
export const settingsOwed = (db: Db, eventId: string) =>
  db
    .insert(roomSyncs)
    .select(
      db
        .select({
          eventId: sql<string>`id`.as("event_id"),
          hostId: sql<string>`${THE_EVENT}`.as("host_id"),
          configVersion: sql<number>`config_version`.as("config_version"),
          since: NOW.as("since"),
        })
        .from(events)
        .where(eq(events.id, eventId)),
    )
    .onConflictDoUpdate({
      target: [roomSyncs.eventId, roomSyncs.hostId],
      set: { configVersion: sql`max(${roomSyncs.configVersion}, excluded.config_version)` },
    });

/** In a deletion's batch: the room owes being emptied (the row outlives the event). */
export const deletionOwed = (db: Db, eventId: string) =>
  db
    .insert(roomSyncs)
    .values({ eventId, hostId: THE_EVENT, configVersion: 0, since: NOW })
    .onConflictDoNothing();

/** The host rows `which` picks owe closing their live sockets, each in its event's room. */
const socketsOwed = (db: Db, which: SQL | undefined) =>
  db
    .insert(roomSyncs)
    .select(
      db
        .select({
          eventId: sql<string>`event_id`.as("event_id"),
          hostId: sql<string>`user_id`.as("host_id"),
          configVersion: sql<number>`0`.as("config_version"),
          since: NOW.as("since"),
        })
        .from(eventHosts)
        .where(which),
    )
    .onConflictDoNothing();

/** In a host's removal batch, before the delete: the room owes closing their live sockets. */
export const hostEndOwed = (db: Db, eventId: string, userId: string) =>
  socketsOwed(db, and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)));

/**
 * In an account's deletion batch, before the account is deleted: the rooms of the events it
 * owns owe being emptied, and those of the events it hosts owe closing its sockets. Read from
 * the rows the deletion then removes, so no event made meanwhile is missed.
 */
export const accountDeletionOwed = (db: Db, userId: string) =>
  [
    db
      .insert(roomSyncs)
      .select(
        db
          .select({
            eventId: sql<string>`id`.as("event_id"),
            hostId: sql<string>`${THE_EVENT}`.as("host_id"),
            configVersion: sql<number>`0`.as("config_version"),
            since: NOW.as("since"),
          })
          .from(events)
          .where(eq(events.ownerId, userId)),
      )
      .onConflictDoNothing(),
    socketsOwed(db, eq(eventHosts.userId, userId)),
  ] as const;

/** The room took config `version` (or a later one): an edit's debt up to it is paid. */
export const settingsSynced = (db: Db, eventId: string, version: number) =>
  db
    .delete(roomSyncs)
    .where(
      and(
        eq(roomSyncs.eventId, eventId),
        eq(roomSyncs.hostId, THE_EVENT),
        lte(roomSyncs.configVersion, version),
      ),
    );

/** The room is emptied: nothing more is owed to it. */
export const deletionSynced = (db: Db, eventId: string) =>
  db.delete(roomSyncs).where(eq(roomSyncs.eventId, eventId));

/** The room closed a removed host's sockets. */
export const hostEndSynced = (db: Db, eventId: string, userId: string) =>
  db.delete(roomSyncs).where(and(eq(roomSyncs.eventId, eventId), eq(roomSyncs.hostId, userId)));

type Owed = typeof roomSyncs.$inferSelect;

/**
 * The minute's sweep: brings every room that D1 owes a write in line with D1 as it stands now
 * (whatever the write was): an event that exists has its config pushed (the room applies only
 * a newer one, then reminds, notifies and seats as an edit would), one that is gone has its
 * room emptied, and a host who no longer hosts has their sockets closed. A room that fails keeps
 * its rows for the next minute. How many rooms were brought in line.
 */
export async function syncRooms(env: Env): Promise<number> {
  const db = createDb(env.DB);
  const owed = await db.select().from(roomSyncs).orderBy(asc(roomSyncs.since)).limit(SWEEP_ROWS);
  const byEvent = new Map<string, Owed[]>();
  for (const row of owed) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  const rooms = [...byEvent];
  let synced = 0;
  for (let i = 0; i < rooms.length; i += SWEEP_PARALLEL) {
    const done = await Promise.allSettled(
      rooms.slice(i, i + SWEEP_PARALLEL).map(([eventId, rows]) => syncRoom(env, db, eventId, rows)),
    );
    for (const [index, result] of done.entries()) {
      if (result.status === "fulfilled") synced += 1;
      else {
        const eventId = rooms[i + index][0];
        console.error(
          JSON.stringify({
            level: "error",
            msg: "room sync failed",
            eventId,
            error: errorText(result.reason),
          }),
        );
      }
    }
  }
  return synced;
}

async function syncRoom(env: Env, db: Db, eventId: string, rows: Owed[]): Promise<void> {
  const event = await db.query.events.findFirst({ where: eq(events.id, eventId) });
  if (!event) {
    await roomFor(env, eventId).destroy();
    await deletionSynced(db, eventId);
    return;
  }
  for (const row of rows) {
    if (row.hostId === THE_EVENT) {
      await roomFor(env, eventId).configure(configFromEvent(event));
      await settingsSynced(db, eventId, event.configVersion);
      continue;
    }
    // Added again since: their sockets are theirs to keep.
    const hosting = await db.query.eventHosts.findFirst({
      where: and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, row.hostId)),
    });
    if (!hosting) await endLiveFor(env, eventId, row.hostId);
    await hostEndSynced(db, eventId, row.hostId);
  }
}
