import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { EventLog, EventLogKind } from "#contract/hosts";
import type { Db } from "../db/client";
import { eventLog, type UserRow } from "../db/schema";

/**
 * The event log (decision 0043): what happened to an event's hosts, its details and at its door,
 * for its owner.
 * Host changes write their row in the same D1 batch as the change, so there is never a change
 * without its line or a line without its change; check-ins arrive from the room's outbox.
 */

/** Who did it, as the log keeps it: their name, else their address, as it is now. */
export const actorLabel = (user: Pick<UserRow, "fullName" | "email">) =>
  user.fullName ?? user.email;

/** Who acted and when, for the rows a change writes. */
export interface LogActor {
  user: Pick<UserRow, "id" | "fullName" | "email">;
  at: string;
}

/** The signed-in user, acting now. */
export const actingNow = (user: LogActor["user"]): LogActor => ({
  user,
  at: new Date().toISOString(),
});

/**
 * An insert of one log row for each row `source` selects, to run in the change's batch: the
 * line is written only when the change finds what it changes. `source` is a SELECT naming the
 * event as `event_id`, the subject's address as `subject` and the role as `role`. (Drizzle's
 * insert-select: a raw `db.run` cannot be batched with parameters.)
 */
export const logRowsFrom = (db: Db, kind: EventLogKind, { user, at }: LogActor, source: SQL) =>
  db.insert(eventLog).select(
    db
      .select({
        id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
        eventId: sql<string>`event_id`.as("event_id"),
        at: sql<string>`${at}`.as("at"),
        actorId: sql<string>`${user.id}`.as("actor_id"),
        actor: sql<string>`${actorLabel(user)}`.as("actor"),
        kind: sql<string>`${kind}`.as("kind"),
        subject: sql<string>`subject`.as("subject"),
        role: sql<string | null>`role`.as("role"),
      })
      .from(sql`(${source})`),
  );

/** GET /events/{id}/log: newest first; rows of one moment in the order they were written. */
export async function readLog(db: Db, eventId: string, skip: number, limit: number) {
  const [rows, [{ total }]] = await db.batch([
    db
      .select()
      .from(eventLog)
      .where(eq(eventLog.eventId, eventId))
      .orderBy(desc(eventLog.at), sql`rowid DESC`)
      .limit(limit)
      .offset(skip),
    db.select({ total: sql<number>`count(*)` }).from(eventLog).where(eq(eventLog.eventId, eventId)),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: row.at,
      kind: row.kind as EventLogKind,
      actor: row.actor,
      subject: row.subject,
      role: row.role as EventLog["data"][number]["role"],
    })),
    count: total,
  } satisfies EventLog;
}

/** An insert of one log row whose subject is known, to run in the change's batch. */
export const logRow = (
  db: Db,
  kind: EventLogKind,
  { user, at }: LogActor,
  about: { eventId: string; subject: string; role: string | null },
) =>
  db.insert(eventLog).values({
    id: crypto.randomUUID(),
    eventId: about.eventId,
    at,
    actorId: user.id,
    actor: actorLabel(user),
    kind,
    subject: about.subject,
    role: about.role,
  });
