import { asc, eq } from "drizzle-orm";
import type { AccountExport, AccountProfile, OwnedEventExport } from "#contract/account-export";
import type { ResponseAdmin } from "#contract/responses";
import type { Db } from "../db/client";
import {
  accountPushSubscriptions,
  type EventRow,
  eventHosts,
  events,
  hostInvitations,
  hostNoticeSettings,
  type UserRow,
  users,
} from "../db/schema";
import { mapAtMost } from "../lib/at-most-at-once";
import { roomFor } from "./event-rooms";
import { toEventPublic } from "./events";
import { toHostInvitation } from "./host-invitations";
import { hostColumns } from "./hosts";
import { refusalToError } from "./refusal-errors";
import { toUserPublic } from "./users";

/**
 * Everything kept about an account, for its holder to take away (GET /users/me/export): the
 * profile, the events it owns with their responses (read from the rooms, which hold them) and
 * hosts and invitations, the events it hosts for others, and the invitations to its address.
 * What D1 holds is read in one batch; the rooms are then read a few at a time.
 */

/** Rooms read together: an account may own many events, and each is a call into its room. */
const ROOMS_AT_ONCE = 8;
/** Responses per call into a room: the most the organiser's list gives in one page. */
const RESPONSES_PAGE = 1000;

const profileOf = (user: UserRow): AccountProfile => ({
  ...toUserPublic(user),
  email_proven_at: user.emailProvenAt,
});

/** What D1 keeps of the account, each by an index on the account's id or address. */
const keptQueries = (db: Db, user: UserRow) =>
  [
    db.select().from(events).where(eq(events.ownerId, user.id)).orderBy(asc(events.createdAt)),
    db
      .select({ eventId: eventHosts.eventId, ...hostColumns })
      .from(events)
      .innerJoin(eventHosts, eq(eventHosts.eventId, events.id))
      .innerJoin(users, eq(users.id, eventHosts.userId))
      .where(eq(events.ownerId, user.id))
      .orderBy(asc(eventHosts.createdAt), asc(users.email)),
    db
      .select({ invitation: hostInvitations })
      .from(events)
      .innerJoin(hostInvitations, eq(hostInvitations.eventId, events.id))
      .where(eq(events.ownerId, user.id))
      .orderBy(asc(hostInvitations.createdAt)),
    db
      .select({
        event_id: events.id,
        title: events.title,
        event_date: events.eventDate,
        role: eventHosts.role,
        added_at: eventHosts.createdAt,
      })
      .from(eventHosts)
      .innerJoin(events, eq(events.id, eventHosts.eventId))
      .where(eq(eventHosts.userId, user.id))
      .orderBy(asc(eventHosts.createdAt)),
    db
      .select({ invitation: hostInvitations, title: events.title })
      .from(hostInvitations)
      .innerJoin(events, eq(events.id, hostInvitations.eventId))
      .where(eq(hostInvitations.email, user.email))
      .orderBy(asc(hostInvitations.createdAt)),
    db
      .select({ event_id: hostNoticeSettings.eventId, mode: hostNoticeSettings.mode })
      .from(hostNoticeSettings)
      .where(eq(hostNoticeSettings.userId, user.id)),
    db
      .select({
        endpoint: accountPushSubscriptions.endpoint,
        created_at: accountPushSubscriptions.createdAt,
      })
      .from(accountPushSubscriptions)
      .where(eq(accountPushSubscriptions.userId, user.id))
      .orderBy(asc(accountPushSubscriptions.createdAt)),
  ] as const;

/** Rows of one query by the event they belong to. */
function byEvent<T extends { eventId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.eventId, [...(grouped.get(row.eventId) ?? []), row]);
  return grouped;
}

/**
 * The event's responses as its owner's list gives them, every page of it; null when the room
 * says the event is gone (deleted since D1 was read).
 */
async function responsesOf(env: Env, event: EventRow): Promise<ResponseAdmin[] | null> {
  const room = roomFor(env, event.id);
  const rows: ResponseAdmin[] = [];
  for (;;) {
    const page = await room.listResponses(
      event.id,
      rows.length,
      RESPONSES_PAGE,
      "organiser",
      event.configVersion,
    );
    if (!page.ok) {
      if (page.code === "event_not_found") return null;
      throw refusalToError(page);
    }
    // The organiser's view: whole rows, answers included.
    rows.push(...(page.data as ResponseAdmin[]));
    if (page.data.length < RESPONSES_PAGE || rows.length >= page.count) return rows;
  }
}

export async function exportAccount(
  env: Env,
  db: Db,
  user: UserRow,
  now: Date,
): Promise<Omit<AccountExport, "polls">> {
  const [owned, hosts, sent, hosted, received, notices, browsers] = await db.batch(
    keptQueries(db, user),
  );
  const responses = await mapAtMost(owned, ROOMS_AT_ONCE, (event) => responsesOf(env, event));
  const hostsOf = byEvent(hosts);
  const sentFor = byEvent(sent.map(({ invitation }) => invitation));
  const ownedEvents: OwnedEventExport[] = [];
  for (const [index, event] of owned.entries()) {
    const rows = responses[index];
    if (rows === null) continue;
    ownedEvents.push({
      ...toEventPublic(event, "owner"),
      responses: rows,
      hosts: (hostsOf.get(event.id) ?? []).map(({ eventId: _, ...host }) => host),
      host_invitations: (sentFor.get(event.id) ?? []).map(toHostInvitation),
    });
  }
  return {
    exported_at: now.toISOString(),
    profile: profileOf(user),
    events: ownedEvents,
    hosted_events: hosted,
    host_invitations_received: received.map(({ invitation, title }) => ({
      ...toHostInvitation(invitation),
      event_id: invitation.eventId,
      title,
    })),
    host_notices: notices,
    push_browsers: browsers,
  };
}
