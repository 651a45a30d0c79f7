import { and, asc, eq, sql } from "drizzle-orm";
import type { Host, HostRole, Hosts } from "#contract/hosts";
import type { Db } from "../db/client";
import { type EventRow, eventHosts, hostInvitations, type UserRow, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { type LogActor, logRow, logRowsFrom } from "./event-log";
import { pendingInvitations, toHostInvitation } from "./host-invitations";
import { hostEndOwed } from "./room-syncs";

/**
 * An event's hosts with accounts (decision 0043): added, re-roled, removed or
 * leaving. Each change and its log line are one D1 batch, a transaction: both or neither.
 */

/** A host as the API reads it (`Host`), from `event_hosts` joined with `users`. */
export const hostColumns = {
  user_id: eventHosts.userId,
  email: users.email,
  full_name: users.fullName,
  role: eventHosts.role,
  added_at: eventHosts.createdAt,
};

/** An event's hosts with their accounts; with `userId`, that one only. */
const hostsOf = (db: Db, eventId: string, userId?: string) =>
  db
    .select(hostColumns)
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(
      and(
        eq(eventHosts.eventId, eventId),
        userId === undefined ? undefined : eq(eventHosts.userId, userId),
      ),
    );

/** GET /events/{id}/hosts: the owner, the hosts in the order they were added, invitations. */
export async function listHosts(db: Db, event: EventRow, now: Date): Promise<Hosts> {
  const [[owner], hosts, invitations] = await db.batch([
    db
      .select({ user_id: users.id, email: users.email, full_name: users.fullName })
      .from(users)
      .where(eq(users.id, event.ownerId)),
    hostsOf(db, event.id).orderBy(asc(eventHosts.createdAt), asc(users.email)),
    pendingInvitations(db, event.id, now),
  ]);
  return { owner, data: hosts, invitations: invitations.map(toHostInvitation) };
}

/**
 * Makes an account a host at once. The host row's key refuses a second one (the batch and its
 * log line roll back), and an invitation the address had for this event is spent with it.
 */
export async function addHost(
  db: Db,
  event: EventRow,
  account: UserRow,
  role: HostRole,
  actor: LogActor,
): Promise<Host> {
  if (account.id === event.ownerId) throw new ApiError("host_is_owner");
  try {
    await db.batch([
      db.insert(eventHosts).values({
        eventId: event.id,
        userId: account.id,
        role,
        createdAt: actor.at,
      }),
      db
        .delete(hostInvitations)
        .where(
          and(eq(hostInvitations.eventId, event.id), eq(hostInvitations.email, account.email)),
        ),
      logRow(db, "host_added", actor, { eventId: event.id, subject: account.email, role }),
    ]);
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY/i.test(String(error))) throw new ApiError("host_exists");
    throw error;
  }
  return {
    user_id: account.id,
    email: account.email,
    full_name: account.fullName,
    role,
    added_at: actor.at,
  };
}

/** The host row of `userId` joined with its account, as the log's source reads it. */
const hostRowSource = (eventId: string, userId: string) => sql`
  SELECT h.event_id AS event_id, u.email AS subject, h.role AS role
  FROM event_hosts h JOIN users u ON u.id = h.user_id
  WHERE h.event_id = ${eventId} AND h.user_id = ${userId}`;

/**
 * Gives a host another role; the line is written only when the role does change (read before
 * the update, in the same transaction). 404 `host_not_found` for someone who is no host.
 */
export async function changeHostRole(
  db: Db,
  eventId: string,
  userId: string,
  role: HostRole,
  actor: LogActor,
): Promise<Host> {
  const [, , [host]] = await db.batch([
    logRowsFrom(
      db,
      "host_role_changed",
      actor,
      sql`SELECT event_id, subject, ${role} AS role FROM (${hostRowSource(eventId, userId)})
        WHERE role <> ${role}`,
    ),
    db
      .update(eventHosts)
      .set({ role })
      .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId))),
    hostsOf(db, eventId, userId),
  ]);
  if (!host) throw new ApiError("host_not_found");
  return host;
}

/**
 * Ends a host's part in an event: `host_removed` when the owner removes them, `host_left`
 * when they leave. The row goes from the primary at once, so their next call is refused.
 */
export async function removeHost(
  db: Db,
  eventId: string,
  userId: string,
  kind: "host_removed" | "host_left",
  actor: LogActor,
): Promise<void> {
  const [, , removed] = await db.batch([
    logRowsFrom(db, kind, actor, hostRowSource(eventId, userId)),
    // With the removal: the room owes closing their live sockets (./room-syncs.ts).
    hostEndOwed(db, eventId, userId),
    db
      .delete(eventHosts)
      .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
      .returning({ userId: eventHosts.userId }),
  ]);
  if (removed.length === 0) throw new ApiError("host_not_found");
}
