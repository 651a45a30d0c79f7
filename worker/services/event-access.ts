import { and, eq } from "drizzle-orm";
import type { EventRole } from "#contract/hosts";
import type { Db } from "../db/client";
import { type EventRow, eventHosts, events, type UserRow } from "../db/schema";
import type { ResponseView } from "../event-room/reads/read-model";
import { ApiError } from "../lib/errors";

/**
 * Who may do what on an event (decision 0043). Every organiser route names the
 * access it needs; the table below is the one place that says which roles have it, and the
 * route × role test (tests/worker/hosts/route-roles.test.ts) holds every route to it.
 */
export type Access =
  /** Read the event, its responses, its counts, its live feed: the door needs them too. */
  | "read"
  /** Read what only those who run the event see (the announcement card). */
  | "read-managed"
  /** Check people in and undo it. */
  | "door"
  /** Change the event, its responses, announce, mail an invitee. */
  | "manage"
  /** Delete the event, choose its hosts. */
  | "own"
  /** Read its hosts and its log. */
  | "own-read";

const ROLES: Record<Access, { roles: readonly EventRole[]; superuser: boolean }> = {
  read: { roles: ["owner", "manager", "checkin"], superuser: true },
  "read-managed": { roles: ["owner", "manager"], superuser: true },
  door: { roles: ["owner", "manager", "checkin"], superuser: false },
  manage: { roles: ["owner", "manager"], superuser: false },
  own: { roles: ["owner"], superuser: false },
  "own-read": { roles: ["owner"], superuser: true },
};

/** Whether someone with `role` on an event (null: none) may act with `access`. */
export function mayAct(role: EventRole | null, isSuperuser: boolean, access: Access): boolean {
  const rule = ROLES[access];
  return (role !== null && rule.roles.includes(role)) || (isSuperuser && rule.superuser);
}

/**
 * Which view of the responses a role reads, on every path that carries them (the list, the
 * live socket, a check-in's reply): a door keeper gets the door's (name, party, status,
 * check-in), everyone who reads more the whole rows. docs/security.md says why.
 */
export const responseView = (role: EventRole | null): ResponseView =>
  role === "checkin" ? "door" : "organiser";

/** An event and the role of the user it was read for (null: none). */
export interface EventWithRole {
  event: EventRow;
  role: EventRole | null;
}

/**
 * The query for an event by id with the user's host row, to run alone or in a batch: none or
 * one row. A plain select, not the relational `findFirst`: inside `db.batch` drizzle maps a
 * missing row of `findFirst` by reading `rows[0]` of nothing and throws, which made every owner
 * route reply 500 for an unknown id (route-authz test).
 */
export const eventWithHostRow = (db: Db, eventId: string, userId: string) =>
  db
    .select({ event: events, hostRole: eventHosts.role })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1);

type HostRowRead = Awaited<ReturnType<typeof eventWithHostRow>>[number];

/** The role a row of `eventWithHostRow` gives its user: the owner's, a host's, or none. */
export const roleFrom = ({ event, hostRole }: HostRowRead, userId: string): EventWithRole => ({
  event,
  role: event.ownerId === userId ? "owner" : (hostRole ?? null),
});

/**
 * An event the user may act on with `access`. Events they may not act on so get 404, like
 * unknown ids, so event ids cannot be probed and a host learns nothing of what their role
 * does not reach.
 */
export async function findEventFor(
  db: Db,
  user: UserRow,
  eventId: string,
  access: Access,
  /** The event as the route already read it with the user, if the path named it. */
  known?: { id: string; row: HostRowRead | undefined },
): Promise<EventWithRole> {
  const row = known?.id === eventId ? known.row : (await eventWithHostRow(db, eventId, user.id))[0];
  const found = row && roleFrom(row, user.id);
  if (!found || !mayAct(found.role, user.isSuperuser, access))
    throw new ApiError("event_not_found");
  return found;
}

export type EventInPath = { id: string; row: HostRowRead | undefined };
