import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { deadlineProblem } from "#contract/event-rules";
import {
  EVENT_PROBLEMS,
  type EventCreate,
  type EventPublic,
  type EventUpdate,
} from "#contract/events";
import type { Filled } from "#contract/filled-seats";
import type { EventRole } from "#contract/hosts";
import type { Db } from "../db/client";
import { eventColumnsOf, eventDetailsOf } from "../db/event-fields";
import { readQuestions, writeQuestions } from "../db/questions-column";
import { type EventRow, eventHosts, events, responses, type UserRow } from "../db/schema";
import { configFromEvent } from "../event-room/core/config";
import { ApiError, idempotencyKeyReused, validationError } from "../lib/errors";
import { cancellationKept } from "./cancelled-events";
import { roleFrom } from "./event-access";
import { type LogActor, logRowsFrom } from "./event-log";
import { resolveQuestions } from "./event-questions";
import { roomFor } from "./event-rooms";
import { deletionOwed, deletionSynced, settingsOwed, settingsSynced } from "./room-syncs";

/** A create as validated, its retention days settled (./event-retention.ts). */
export type ParsedEventCreate = {
  [K in Exclude<keyof EventCreate, "language" | "retention_days">]-?: Exclude<
    EventCreate[K],
    undefined
  >;
} & Pick<EventCreate, "language"> & { retention_days: number };

export function toEventPublic(event: EventRow, role: EventRole | null): EventPublic {
  return {
    ...eventDetailsOf(event),
    owner_id: event.ownerId,
    role,
    created_at: event.createdAt,
    updated_at: event.updatedAt,
    erased_at: event.erasedAt,
  };
}

/**
 * The dashboard's order (DESIGN.md): upcoming events first, soonest on top, then past ones,
 * most recent first, so the events an organiser is about to run are on the first page.
 * Event dates are stored as UTC ISO strings (`...Z`), so comparing them as text compares times.
 */
const dashboardOrder = (now: string) => [
  sql`${events.eventDate} < ${now}`,
  sql`case when ${events.eventDate} >= ${now} then ${events.eventDate} end`,
  desc(events.eventDate),
  desc(events.createdAt),
];

/**
 * The events a user runs: those they own (by `events_owner_date`), and those they help with as a
 * host (by `event_hosts_user`). The host rows are read in a subquery, not through the joined
 * row: an OR across the join kept both indexes unused and read every event of the service
 * (docs/benchmarks.md, rows read per call). SQLite answers this OR with one index per side.
 */
const runBy = (db: Db, userId: string, oneOff = false) =>
  and(oneOff ? isNull(events.seriesId) : undefined, runByAnyway(db, userId));
const runByAnyway = (db: Db, userId: string) =>
  or(
    eq(events.ownerId, userId),
    inArray(
      events.id,
      db
        .select({ eventId: eventHosts.eventId })
        .from(eventHosts)
        .where(eq(eventHosts.userId, userId)),
    ),
  );
const hostRowOf = (userId: string) =>
  and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, userId));

/**
 * The queries for a page of the events the caller runs (upcoming first, then past), each with
 * their host row, and their count. The host row is joined by its primary key (one row at most),
 * so an event both owned and hosted is listed once.
 */
export const eventsPageQueries = (
  db: Db,
  userId: string,
  skip: number,
  limit: number,
  oneOff = false,
) =>
  [
    db
      .select({ event: events, hostRole: eventHosts.role })
      .from(events)
      .leftJoin(eventHosts, hostRowOf(userId))
      .where(runBy(db, userId, oneOff))
      .orderBy(...dashboardOrder(new Date().toISOString()))
      .limit(limit)
      .offset(skip),
    db
      .select({ total: count() })
      .from(events)
      .where(runBy(db, userId, oneOff)),
  ] as const;

type EventsPageRows = Awaited<ReturnType<typeof eventsPageQueries>[0]>;

/** What `eventsPageQueries` read for `userId`, as the API answers it: each with its role. */
export const eventsPageOf = (
  userId: string,
  rows: EventsPageRows,
  [{ total }]: { total: number }[],
) => ({
  data: rows.map((row) => {
    const { event, role } = roleFrom(row, userId);
    return toEventPublic(event, role);
  }),
  count: total,
});
export type EventsPage = ReturnType<typeof eventsPageOf>;

/** The caller's events, upcoming first (soonest on top), then past ones (latest first). */
export async function listEvents(
  db: Db,
  userId: string,
  skip: number,
  limit: number,
  oneOff = false,
) {
  const [rows, total] = await db.batch(eventsPageQueries(db, userId, skip, limit, oneOff));
  return eventsPageOf(userId, rows, total);
}

/** The Idempotency-Key a create came with and the keyed hash of its body (lib/request-hash.ts). */
export type CreationKey = { key: string; hash: string };

/**
 * Inserts the event; with a creation key, at most once per key and owner: a retry whose first
 * attempt did arrive (the answer was what got lost) gets that event back, and the same key
 * with a different body is refused. One statement, so two retries racing cannot both insert.
 */
export async function createEvent(
  db: Db,
  owner: UserRow,
  input: ParsedEventCreate,
  creation: CreationKey | null = null,
) {
  const [event] = await db
    .insert(events)
    .values({
      id: crypto.randomUUID(),
      ownerId: owner.id,
      ...eventColumnsOf({ ...input, language: input.language ?? owner.language }),
      // A new event has no questions yet: any id sent is unknown (a 422).
      questions: writeQuestions(resolveQuestions(input.questions, [])),
      creationKey: creation?.key,
      creationHash: creation?.hash,
    })
    .onConflictDoNothing({ target: [events.ownerId, events.creationKey] })
    .returning();
  // The room is not told: it reads its event from D1 when first asked (worker/event-room/
  // config.ts), so creating an event costs no Durable Object until someone opens the link.
  if (event) return event;
  const earlier = creation
    ? await db.query.events.findFirst({
        where: and(eq(events.ownerId, owner.id), eq(events.creationKey, creation.key)),
      })
    : undefined;
  // Deleted between the insert that met it and this read: the key named that event.
  if (!earlier) throw new ApiError("event_not_found");
  if (earlier.creationHash !== creation?.hash) throw idempotencyKeyReused();
  return earlier;
}

/** An update as validated, its retention days settled when given (./event-retention.ts). */
export type ParsedEventUpdate = {
  [K in keyof EventUpdate as Exclude<K, "retention_days">]:
    | Exclude<EventUpdate[K], undefined>
    | undefined;
} & { retention_days: number | undefined };

/** Calendars must be told (a higher SEQUENCE) when the date or the place moves. */
function calendarChanged(event: EventRow, input: ParsedEventUpdate): boolean {
  const dateMoved = input.event_date !== undefined && input.event_date !== event.eventDate;
  const placeMoved = input.location !== undefined && input.location !== event.location;
  return dateMoved || placeMoved;
}

/**
 * Updates D1 (bumping the config version atomically, and recording that the room owes it:
 * ./room-syncs.ts), then pushes the new config to the room and clears the debt.
 */
export async function updateEvent(
  env: Env,
  db: Db,
  event: EventRow,
  input: ParsedEventUpdate,
  actor: LogActor,
  bySeries = false,
): Promise<{ event: EventRow; filled: Filled }> {
  const merged = {
    event_date: input.event_date ?? event.eventDate,
    deadline_date: input.deadline_date === undefined ? event.deadlineDate : input.deadline_date,
  };
  const problem = deadlineProblem(merged);
  if (problem) throw validationError(["body", "deadline_date"], EVENT_PROBLEMS[problem], problem);
  const [[updated]] = await db.batch([
    db
      .update(events)
      .set({
        ...eventColumnsOf(input),
        questions:
          input.questions === undefined
            ? undefined
            : writeQuestions(resolveQuestions(input.questions, readQuestions(event.questions))),
        calendarSequence: calendarChanged(event, input)
          ? sql`${events.calendarSequence} + 1`
          : undefined,
        configVersion: sql`${events.configVersion} + 1`,
        // An occurrence changed by hand keeps its change: its series' later ones pass it by.
        ownChanges: event.seriesId && !bySeries ? true : undefined,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(and(eq(events.id, event.id), eq(events.ownerId, event.ownerId)))
      .returning(),
    // With the edit: what the room now owes, settled by the sweep if the push below never lands.
    settingsOwed(db, event.id),
    // And its line in the log, under the title it has now.
    logRowsFrom(
      db,
      "event_edited",
      actor,
      sql`SELECT id AS event_id, title AS subject, NULL AS role FROM events WHERE id = ${event.id}`,
    ),
  ]);
  if (!updated) throw new ApiError("event_not_found");
  const filled = await roomFor(env, updated.id).configure(configFromEvent(updated));
  await settingsSynced(db, updated.id, updated.configVersion);
  return { event: updated, filled };
}

/** The event a response belongs to, as D1's copy of the rooms knows it (it may lag a moment). */
export async function mirroredEventOf(db: Db, responseId: string): Promise<string | undefined> {
  const row = await db.query.responses.findFirst({
    columns: { eventId: true },
    where: and(eq(responses.id, responseId), eq(responses.deleted, false)),
  });
  return row?.eventId;
}

/**
 * Deletes the event (the D1 mirror goes with it) and everything its room holds; the room's
 * emptying is owed in D1 with the delete, so the sweep empties it if this call never lands.
 * Its invite link then says it was cancelled (./cancelled-events.ts), kept in the same batch.
 */
export async function deleteEvent(env: Env, db: Db, event: EventRow): Promise<void> {
  await db.batch([
    deletionOwed(db, event.id),
    cancellationKept(db, event),
    db.delete(events).where(eq(events.id, event.id)),
  ]);
  await roomFor(env, event.id).destroy();
  await deletionSynced(db, event.id);
}
