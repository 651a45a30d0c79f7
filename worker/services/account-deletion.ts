import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { eventHosts, events, hostInvitations, type UserRow, users } from "../db/schema";
import { mapAtMost } from "../lib/at-most-at-once";
import { endLiveFor, roomFor } from "./event-rooms";
import { accountDeletionOwed, deletionSynced, hostEndSynced } from "./room-syncs";

/**
 * Deleting an account erases what is kept about it (the settings page says so first):
 *  - its events, with their responses and answers, hosts, invitations and log, in D1 by the
 *    foreign keys' cascade from `users`, and in their rooms, emptied (their invitees are told,
 *    as for one event's deletion);
 *  - its part in others' events: its host rows (by cascade), and its live sockets there, closed;
 *  - the host invitations sent to its address;
 *  - its sessions: a token names the account's id, which no longer names a user (401).
 * The lines it left in others' events' logs keep the name it acted under, no longer the account
 * (`event_log.actor_id` is set null: worker/db/schema.ts).
 *
 * D1 goes first, in one batch with what the rooms then owe (decision 0047): a room that does
 * not answer is brought in line by the minute's sweep, and the account is gone either way.
 */

/** Rooms called together: an account may own or host many events. */
const ROOMS_AT_ONCE = 8;

type RoomWork = { eventId: string; hostId: string | null };

export async function deleteAccount(env: Env, db: Db, user: UserRow): Promise<void> {
  const [owned, hosted] = await db.batch([
    db.select({ eventId: events.id }).from(events).where(eq(events.ownerId, user.id)),
    db
      .select({ eventId: eventHosts.eventId })
      .from(eventHosts)
      .where(eq(eventHosts.userId, user.id)),
    ...accountDeletionOwed(db, user.id),
    db.delete(hostInvitations).where(eq(hostInvitations.email, user.email)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
  const work: RoomWork[] = [
    ...owned.map(({ eventId }) => ({ eventId, hostId: null })),
    ...hosted.map(({ eventId }) => ({ eventId, hostId: user.id })),
  ];
  await mapAtMost(work, ROOMS_AT_ONCE, (room) => settleRoom(env, db, room));
}

/** Empties an owned event's room, or closes the account's sockets in a hosted one's. */
async function settleRoom(env: Env, db: Db, { eventId, hostId }: RoomWork): Promise<void> {
  try {
    if (hostId === null) {
      await roomFor(env, eventId).destroy();
      await deletionSynced(db, eventId);
    } else {
      await endLiveFor(env, eventId, hostId);
      await hostEndSynced(db, eventId, hostId);
    }
  } catch (error) {
    // Still owed in D1: the sweep settles it within the minute (services/room-syncs.ts).
    console.error(
      JSON.stringify({
        level: "error",
        msg: "room not settled after an account's deletion",
        eventId,
        error: String(error),
      }),
    );
  }
}
