import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { HostInvitation, HostInvitationsAccepted, HostRole } from "#contract/hosts";
import type { Db } from "../db/client";
import { type EventRow, eventHosts, hostInvitations, type UserRow, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { requestHash } from "../lib/request-hash";
import { newSecretToken } from "../lib/secret-token";
import { type LogActor, logRow, logRowsFrom } from "./event-log";

/**
 * Invitations to host for addresses without an account (decision 0043). The mail's
 * link carries a random token; only its keyed hash is kept, as for response links, so the
 * table cannot make a host. An invitation makes hosts for 14 days after it was (last) sent.
 */
export const INVITATION_DAYS = 14;
const VALID_MS = INVITATION_DAYS * 86_400_000;

const tokenHashOf = (secretKey: string, token: string) =>
  requestHash(secretKey, ["host-invitation", token]);

/** Invitations sent after this are still good (stored times are ISO, so text compares time). */
const sentSince = (now: Date) => new Date(now.getTime() - VALID_MS).toISOString();

type InvitationRow = typeof hostInvitations.$inferSelect;

export const toHostInvitation = (row: InvitationRow): HostInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_at: row.createdAt,
  expires_at: new Date(Date.parse(row.createdAt) + VALID_MS).toISOString(),
});

/** The query for an event's invitations not yet taken nor expired, oldest first. */
export const pendingInvitations = (db: Db, eventId: string, now: Date) =>
  db
    .select()
    .from(hostInvitations)
    .where(and(eq(hostInvitations.eventId, eventId), gt(hostInvitations.createdAt, sentSince(now))))
    .orderBy(asc(hostInvitations.createdAt));

/**
 * Invites an address to host: a new token, or for an address already invited to this event
 * a new token and role in place of the old (its link stops working) and 14 days from now.
 * Returns the invitation and the token for its mail.
 */
export async function inviteHost(
  db: Db,
  secretKey: string,
  event: EventRow,
  email: string,
  role: HostRole,
  actor: LogActor,
) {
  const token = newSecretToken();
  const tokenHash = await tokenHashOf(secretKey, token);
  const [[row]] = await db.batch([
    db
      .insert(hostInvitations)
      .values({
        id: crypto.randomUUID(),
        eventId: event.id,
        email,
        role,
        tokenHash,
        createdAt: actor.at,
      })
      .onConflictDoUpdate({
        target: [hostInvitations.eventId, hostInvitations.email],
        set: { role, tokenHash, createdAt: actor.at },
      })
      .returning(),
    logRow(db, "host_invited", actor, { eventId: event.id, subject: email, role }),
  ]);
  return { invitation: toHostInvitation(row), token };
}

/** The owner takes an invitation back; 404 `host_invitation_not_found` for none of this event. */
export async function withdrawInvitation(
  db: Db,
  eventId: string,
  invitationId: string,
  actor: LogActor,
): Promise<void> {
  const [, withdrawn] = await db.batch([
    logRowsFrom(
      db,
      "invitation_withdrawn",
      actor,
      sql`SELECT event_id, email AS subject, role FROM host_invitations
          WHERE id = ${invitationId} AND event_id = ${eventId}`,
    ),
    db
      .delete(hostInvitations)
      .where(and(eq(hostInvitations.id, invitationId), eq(hostInvitations.eventId, eventId)))
      .returning({ id: hostInvitations.id }),
  ]);
  if (withdrawn.length === 0) throw new ApiError("host_invitation_not_found");
}

/**
 * Refuses (400 `host_invitation_invalid`) a token that names no invitation, an expired one, or
 * one sent to another address than `email`: the address is what the invitation trusts.
 */
export async function checkInvitation(
  db: Db,
  secretKey: string,
  token: string,
  email: string,
  now: Date,
): Promise<void> {
  const [found] = await db
    .select({ email: hostInvitations.email })
    .from(hostInvitations)
    .where(
      and(
        eq(hostInvitations.tokenHash, await tokenHashOf(secretKey, token)),
        gt(hostInvitations.createdAt, sentSince(now)),
      ),
    )
    .limit(1);
  if (found?.email !== email) throw new ApiError("host_invitation_invalid");
}

/**
 * Makes `user` a host of every event whose unexpired invitation went to their address: one
 * token proves the address, and the address is what every invitation to it trusts. Events they
 * own or already host are left as they are. The invitations to the address are spent, and the
 * account's address recorded as proven, all in one batch with the hosts and their log lines.
 */
export async function acceptInvitations(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<HostInvitationsAccepted> {
  const at = now.toISOString();
  const acceptable = sql`
    FROM host_invitations i JOIN events e ON e.id = i.event_id
    WHERE i.email = ${user.email} AND i.created_at > ${sentSince(now)}
      AND e.owner_id <> ${user.id}
      AND NOT EXISTS (SELECT 1 FROM event_hosts h WHERE h.event_id = i.event_id AND h.user_id = ${user.id})`;
  const [accepted] = await db.batch([
    db
      .select({
        event_id: sql<string>`event_id`,
        title: sql<string>`title`,
        role: sql<HostRole>`role`,
      })
      .from(sql`(SELECT i.event_id, e.title, i.role, i.created_at ${acceptable})`)
      .orderBy(sql`created_at`),
    logRowsFrom(
      db,
      "invitation_accepted",
      { user, at },
      sql`SELECT i.event_id AS event_id, i.email AS subject, i.role AS role ${acceptable}`,
    ),
    db.insert(eventHosts).select(
      db
        .select({
          eventId: sql<string>`event_id`.as("event_id"),
          userId: sql<string>`${user.id}`.as("user_id"),
          role: sql<HostRole>`role`.as("role"),
          createdAt: sql<string>`${at}`.as("created_at"),
        })
        .from(sql`(SELECT i.event_id AS event_id, i.role AS role ${acceptable})`),
    ),
    db.delete(hostInvitations).where(eq(hostInvitations.email, user.email)),
    db
      .update(users)
      .set({ emailProvenAt: at })
      .where(and(eq(users.id, user.id), eq(users.email, user.email))),
  ]);
  return { events: accepted };
}
