import type { CheckedIn, CheckInUndone } from "#contract/check-in";
import { passParts, passSigned } from "../../lib/check-in-pass";
import { configOf } from "../../lib/config";
import type { Outcome } from "../commands/outcome";
import { refuse } from "../commands/refusals";
import { LIVE_ENDED_CLOSE_CODE, markLiveEnded, userTag } from "../live/live";
import { LiveSocketRoom } from "../live/live-sockets";
import type { ResponseView } from "../reads/read-model";
import type { ResponseStore } from "../store/response-store";
import type { RoomResult } from "../store/types";
import {
  type CheckInDone,
  type CheckInUndoneDone,
  checkIn,
  type DoorActor,
  undoCheckIn,
} from "./door-commands";

/**
 * Which response a door phone names: by its id (the list), or by a check-in pass whose
 * signature held over `linkHash`, the response's personal link then (the QR).
 */
type DoorTarget = { responseId: string; linkHash?: string };

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
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckedIn }>> {
    return this.onEvent(
      eventId,
      () => {
        const done = this.atTheDoor((store) => {
          const row = store.byId(target.responseId);
          // The pass was checked against the link the response had then: one renewed or ended
          // since (the check is not in this transaction) ends the pass all the same.
          if (
            target.linkHash !== undefined &&
            store.links.of(target.responseId) !== target.linkHash
          ) {
            return refuse("check_in_pass_invalid");
          }
          return checkIn(store, this.sql, eventId, row, actor, Date.now());
        });
        if (!done.ok) return done;
        return this.reply(done.value, view, { already_checked_in: done.value.already });
      },
      knownVersion,
    );
  }

  /**
   * By a check-in pass (../lib/check-in-pass.ts): its signature is checked here against the
   * response's personal link as it stands, then the response is checked in if that link still
   * does. A pass of no response, of no link or with a signature that does not hold is one
   * refusal, `check_in_pass_invalid`, whichever it was.
   */
  async checkInByPass(
    eventId: string,
    pass: string,
    actor: DoorActor,
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckedIn }>> {
    const { responseId, signed } = passParts(pass);
    const link = await this.onEvent(
      eventId,
      () => {
        this.ensureSchema();
        return { ok: true as const, linkHash: this.store().links.of(responseId) };
      },
      knownVersion,
    );
    if (!link.ok) return link;
    const secret = configOf(this.env).secretKey;
    const holds =
      link.linkHash !== undefined &&
      (await passSigned(secret, eventId, responseId, link.linkHash, signed));
    if (!holds || link.linkHash === undefined) return refuse("check_in_pass_invalid");
    return this.checkIn(
      eventId,
      { responseId, linkHash: link.linkHash },
      actor,
      view,
      knownVersion,
    );
  }

  undoCheckIn(
    eventId: string,
    responseId: string,
    actor: DoorActor,
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckInUndone }>> {
    return this.onEvent(
      eventId,
      () => {
        const done = this.atTheDoor((store) =>
          undoCheckIn(store, this.sql, eventId, store.byId(responseId), actor, Date.now()),
        );
        if (!done.ok) return done;
        return this.reply(done.value, view, { was_checked_in: done.value.was });
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

  /** The response as the caller's list shows it now, with the door's count. */
  private reply<T extends object>(
    done: CheckInDone | CheckInUndoneDone,
    view: ResponseView,
    extra: T,
  ): RoomResult<{ reply: { response: CheckedIn["response"] } & T & DoorCount }> {
    const response = this.reads.responseFor(done.responseId, Date.now(), this.remindAt(), view);
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
