import type { Announcement } from "#contract/public-view";
import type { AnnouncementState } from "#contract/push";
import type { ResponseDeleted, ResponsesAdmin, ResponsesAtDoor } from "#contract/responses";
import type { EventStats } from "#contract/stats";
import * as announcements from "../commands/announcements";
import { mailOneResponse } from "../commands/one-tap-replies";
import { adminDelete } from "../commands/organiser-commands";
import type { RoomCore } from "../core/room-core";
import type { ResponseView } from "../reads/read-model";
import type { Guard, RoomResult } from "../store/types";

/**
 * The calls the Worker makes for the event's hosts (it checked who they are and what their role
 * allows), held by ../event-room.ts; the door's are ../door/door.ts's. `knownVersion`: the config version
 * the caller read from D1 (organiser routes read it anyway), so a room that missed a push
 * catches up first.
 */
export class OrganiserCalls {
  constructor(
    private readonly core: RoomCore,
    private readonly onEvent: Guard,
  ) {}

  /** `view`: the whole rows, or the door's for a door keeper. */
  listResponses(
    eventId: string,
    skip: number,
    limit: number,
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<ResponsesAdmin | ResponsesAtDoor>> {
    return this.onEvent(
      eventId,
      (config, now) => ({
        ok: true,
        ...this.core.reads.responsesPage(skip, limit, now, this.core.remindAt(config), view),
      }),
      knownVersion,
    );
  }

  /**
   * Erases the responses' personal data if the event's retention is over (the minute's sweep:
   * worker/services/erasures.ts); `erased` false before then. The event as D1 has it is read
   * first, as the sweep found it due by D1's dates.
   */
  async erasePersonalData(
    eventId: string,
    knownVersion?: number,
  ): Promise<RoomResult<{ erased: boolean }>> {
    const erased = await this.onEvent(
      eventId,
      (config, now) => this.core.erase(config, now),
      knownVersion,
    );
    return typeof erased === "boolean" ? { ok: true, erased } : erased;
  }

  stats(eventId: string, knownVersion?: number): Promise<RoomResult<EventStats>> {
    return this.onEvent(eventId, () => ({ ok: true, ...this.core.reads.stats() }), knownVersion);
  }

  /** The organiser's announcement page: the last one, who would get the next, and when. */
  announcementState(
    eventId: string,
    knownVersion?: number,
  ): Promise<RoomResult<AnnouncementState>> {
    return this.onEvent(
      eventId,
      (_config, now) => ({
        ok: true,
        ...announcements.announcementState(this.core.at(now)),
      }),
      knownVersion,
    );
  }

  /** An announcement; with `correct`, a correction of the last one within its ten minutes. */
  announce(
    eventId: string,
    message: string,
    knownVersion?: number,
    correct = false,
  ): Promise<RoomResult<{ reply: { announcement: Announcement; sent_to: number } }>> {
    const command = correct ? announcements.correctAnnouncement : announcements.announce;
    return this.onEvent(
      eventId,
      (config, now) => this.core.mutate(now, (tx) => command(tx, config, message)),
      knownVersion,
    );
  }

  adminDelete(
    eventId: string,
    responseId: string,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: ResponseDeleted }>> {
    return this.onEvent(
      eventId,
      (config, now) => this.core.mutate(now, (tx) => adminDelete(tx, config, responseId)),
      knownVersion,
    );
  }

  /** The organiser's short message to one invitee's verified address. */
  mailResponse(
    eventId: string,
    responseId: string,
    message: string,
    knownVersion?: number,
  ): Promise<RoomResult<{ sent: true }>> {
    return this.onEvent(
      eventId,
      (config, now) => {
        const queued = this.core.withoutRevision(now, (tx) =>
          mailOneResponse(tx, config, responseId, message),
        );
        if (!queued.ok) return queued;
        this.core.mailer.sendSoon();
        return { ok: true, sent: true };
      },
      knownVersion,
    );
  }
}
