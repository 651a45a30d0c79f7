import type { CheckedIn, CheckInUndone } from "#contract/check-in";
import {
  type CheckInDone,
  type CheckInUndoneDone,
  checkIn,
  type DoorActor,
  undoCheckIn,
} from "./door-commands";
import { LIVE_ENDED_CLOSE_CODE, markLiveEnded, userTag } from "./live";
import { LiveSocketRoom } from "./live-sockets";
import type { Outcome } from "./outcome";
import { refuse } from "./refusals";
import type { ResponseStore } from "./response-store";
import type { RoomResult } from "./types";

/** Which response a door phone names: by its id (the list) or its personal link (the QR). */
export type DoorTarget = { responseId: string } | { linkHash: string };

/**
 * The room's calls for the door (issue 38, decision 0043), under ./event-room.ts: checking
 * people in and undoing it (./door-commands.ts), and ending a former host's live sockets.
 * A check-in is no change invitees see: it takes no revision and no new snapshot, only the
 * organisers' message (door phones watch the organisers' feed) and the D1 mirror with the log.
 */
export abstract class DoorRoom extends LiveSocketRoom {
  checkIn(
    eventId: string,
    target: DoorTarget,
    actor: DoorActor,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckedIn }>> {
    return this.onEvent(
      eventId,
      () => {
        const done = this.atTheDoor((store) => {
          const row = this.find(store, target);
          // A key of no response here: another event's, replaced, or its response gone.
          if (!row && "linkHash" in target) return refuse("response_link_invalid");
          return checkIn(store, this.sql, eventId, row, actor, Date.now());
        });
        if (!done.ok) return done;
        return this.reply(done.value, { already_checked_in: done.value.already });
      },
      knownVersion,
    );
  }

  undoCheckIn(
    eventId: string,
    responseId: string,
    actor: DoorActor,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckInUndone }>> {
    return this.onEvent(
      eventId,
      () => {
        const done = this.atTheDoor((store) =>
          undoCheckIn(store, this.sql, eventId, store.byId(responseId), actor, Date.now()),
        );
        if (!done.ok) return done;
        return this.reply(done.value, { was_checked_in: done.value.was });
      },
      knownVersion,
    );
  }

  /**
   * Closes the organiser sockets a user's tickets opened (they are no longer a host), and
   * remembers when: a ticket issued to them until now opens none (./live.ts `ticketEnded`),
   * and the Worker issues them no new one (their role is gone from D1).
   */
  endLiveFor(eventId: string, userId: string): Promise<RoomResult<{ closed: number }>> {
    return this.onEvent(eventId, () => {
      this.withoutRevision(() => markLiveEnded(this.sql, userId, Date.now()));
      const sockets = this.ctx.getWebSockets(userTag(userId));
      for (const socket of sockets) {
        try {
          socket.close(LIVE_ENDED_CLOSE_CODE, "no longer a host of this event");
        } catch {
          // Already closing.
        }
      }
      return { ok: true, closed: sockets.length };
    });
  }

  private find(store: ResponseStore, target: DoorTarget) {
    if ("responseId" in target) return store.byId(target.responseId);
    return store.links.opens(target.linkHash);
  }

  /** One transaction; a change goes to the mirror, the log and the organisers' sockets. */
  private atTheDoor<T>(command: (store: ResponseStore) => Outcome<T>): RoomResult<{ value: T }> {
    const outcome = this.withoutRevision(command);
    if (!outcome.ok) return outcome;
    if (outcome.changed) {
      this.mirror.followChange();
      this.live.soon("organisers");
    }
    return { ok: true, value: outcome.value };
  }

  /** The response as the organiser's list shows it now, with the door's count. */
  private reply<T extends object>(
    done: CheckInDone | CheckInUndoneDone,
    extra: T,
  ): RoomResult<{ reply: { response: CheckedIn["response"] } & T & DoorCount }> {
    const response = this.reads.responseAdmin(done.responseId, Date.now(), this.remindAt());
    if (!response) return refuse("response_not_found");
    return {
      ok: true,
      reply: {
        response,
        ...extra,
        checked_in_count: this.reads.checkedInSeats(),
        attending_seats: this.store().seatsIn("attending"),
      },
    };
  }
}

type DoorCount = Pick<CheckedIn, "checked_in_count" | "attending_seats">;
