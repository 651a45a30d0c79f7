import type { CheckedIn, CheckInUndone } from "#contract/check-in";
import { passParts, passSigned } from "../../lib/check-in-pass";
import type { Outcome } from "../commands/outcome";
import { refuse } from "../commands/refusals";
import type { RoomTransaction } from "../commands/room-transaction";
import type { RoomCore } from "../core/room-core";
import type { ResponseView } from "../reads/read-model";
import type { Guard, RoomResult } from "../store/types";
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
 * The door (decision 0043), held by ../event-room.ts: checking people in and undoing it
 * (./door-commands.ts). A check-in is no change invitees see: it takes no revision and no new
 * snapshot, only the organisers' message (door phones watch the organisers' feed) and the D1
 * mirror with the log.
 */
export class Door {
  constructor(
    private readonly core: RoomCore,
    private readonly onEvent: Guard,
    private readonly secretKey: () => string,
  ) {}

  checkIn(
    eventId: string,
    target: DoorTarget,
    actor: DoorActor,
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: CheckedIn }>> {
    return this.onEvent(
      eventId,
      (_config, now) => {
        const done = this.atTheDoor(now, (tx) => {
          // The pass was checked against the link the response had then: one renewed or ended
          // since (the check is not in this transaction) ends the pass all the same.
          if (
            target.linkHash !== undefined &&
            tx.store.links.of(target.responseId) !== target.linkHash
          ) {
            return refuse("check_in_pass_invalid");
          }
          return checkIn(tx, eventId, tx.store.byId(target.responseId), actor);
        });
        if (!done.ok) return done;
        return this.reply(done.value, view, now, { already_checked_in: done.value.already });
      },
      knownVersion,
    );
  }

  /**
   * By a check-in pass (worker/lib/check-in-pass.ts): its signature is checked here against the
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
      (_config, now) => ({
        ok: true as const,
        linkHash: this.core.at(now).store.links.of(responseId),
      }),
      knownVersion,
    );
    if (!link.ok) return link;
    const { linkHash } = link;
    const holds =
      linkHash !== undefined &&
      (await passSigned(this.secretKey(), eventId, responseId, linkHash, signed));
    if (!holds || linkHash === undefined) return refuse("check_in_pass_invalid");
    return this.checkIn(eventId, { responseId, linkHash }, actor, view, knownVersion);
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
      (_config, now) => {
        const done = this.atTheDoor(now, (tx) =>
          undoCheckIn(tx, eventId, tx.store.byId(responseId), actor),
        );
        if (!done.ok) return done;
        return this.reply(done.value, view, now, { was_checked_in: done.value.was });
      },
      knownVersion,
    );
  }

  /** One transaction; a change goes to the mirror, the log and the organisers' sockets. */
  private atTheDoor<T>(
    now: number,
    command: (tx: RoomTransaction) => Outcome<T>,
  ): RoomResult<{ value: T }> {
    const outcome = this.core.withoutRevision(now, command);
    if (!outcome.ok) return outcome;
    if (outcome.changed) {
      this.core.mirror.followChange(now);
      this.core.broadcast.soon("organisers");
    }
    return { ok: true, value: outcome.value };
  }

  /** The response as the caller's list shows it now, with the door's count. */
  private reply<T extends object>(
    done: CheckInDone | CheckInUndoneDone,
    view: ResponseView,
    now: number,
    extra: T,
  ): RoomResult<{ reply: { response: CheckedIn["response"] } & T & DoorCount }> {
    const { reads } = this.core;
    const response = reads.responseFor(done.responseId, now, this.core.remindAt(), view);
    if (!response) return refuse("response_not_found");
    return {
      ok: true,
      reply: {
        response,
        ...extra,
        checked_in_count: reads.checkedInSeats(),
        attending_seats: this.core.at(now).store.seatsIn("attending"),
      },
    };
  }
}

type DoorCount = Pick<CheckedIn, "checked_in_count" | "attending_seats">;
