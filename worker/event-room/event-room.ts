import { type Filled, nobodyFilled } from "#contract/filled-seats";
import type { Announcement } from "#contract/public-view";
import type { AnnouncementState, PushSubscriptionJson } from "#contract/push";
import type {
  ResponseDeleted,
  ResponseResult,
  ResponsesAdmin,
  ResponsesAtDoor,
} from "#contract/responses";
import type { EventStats } from "#contract/stats";
import type { MailLink } from "../mail/links";
import * as announcements from "./commands/announcements";
import {
  cancel,
  issueLink,
  type ModifyInput,
  modify,
  subscribePush,
} from "./commands/invitee-commands";
import {
  followMailLink,
  type MailLinkView,
  mailLinkView,
  mailOneResponse,
} from "./commands/one-tap-replies";
import { adminDelete } from "./commands/organiser-commands";
import {
  type LinkedResponse,
  openByLink,
  openCredentials,
  type Proof,
} from "./commands/password-proof";
import { type SubmitInput, submit } from "./commands/submit";
import { DoorRoom } from "./door/door";
import { forInvitee, waitingPlaceShown } from "./reads/guest-list";
import type { ResponseView } from "./reads/read-model";
import type { Candidate, RoomConfig, RoomResult } from "./store/types";

/**
 * One room per event (`idFromName(eventId)`): the single source of truth for the event's
 * responses, capacity, waiting order and promotion. This file is its RPC surface (the door's
 * calls are ./door-room.ts's, the live sockets' ./live-sockets.ts's); every call passes one
 * guard (`event_not_found`) and every change runs in one transaction (./room-shell.ts). The change
 * policy is in the commands (./submit, ./invitee-commands, ./organiser-commands,
 * ./mail-commands, ./announcements) over the pure rules (./queue-policy, ./change-policy), the
 * views in ./read-model, the D1 copy in ./mirror, the notices in ./notices and the couriers.
 * See docs/decisions/0040-the-rooms-policy-in-pure-functions.md and 0020-push-notifications.md.
 */
export class EventRoom extends DoorRoom {
  // ---- configuration -------------------------------------------------------------------

  /** Applies a pushed config if it is newer than the one held; raising the max fills seats. */
  async configure(config: RoomConfig): Promise<Filled> {
    if (!this.configs.accepts(config)) return nobodyFilled();
    return this.applyConfig(config);
  }

  /** The event is gone: the room keeps only its farewells and the mark (./room-shell.ts). */
  async destroy(): Promise<void> {
    await this.empty();
  }

  // ---- reads ---------------------------------------------------------------------------

  /** The public page's data as JSON, serialised once per revision. */
  publicSnapshot(
    eventId: string,
  ): Promise<RoomResult<{ json: string; revision: number; closed: boolean }>> {
    return this.onEvent(eventId, (config) => {
      const { json, closed } = this.snapshotOf(config);
      return { ok: true, json, revision: this.revision, closed };
    });
  }

  /**
   * `knownVersion`: the config version the caller read from D1 (owner routes read it anyway);
   * `view`: the whole rows, or the door's for a door keeper.
   */
  listResponses(
    eventId: string,
    skip: number,
    limit: number,
    view: ResponseView,
    knownVersion?: number,
  ): Promise<RoomResult<ResponsesAdmin | ResponsesAtDoor>> {
    return this.onEvent(
      eventId,
      (config) => ({
        ok: true,
        ...this.reads.responsesPage(skip, limit, Date.now(), this.remindAt(config), view),
      }),
      knownVersion,
    );
  }

  stats(eventId: string, knownVersion?: number): Promise<RoomResult<EventStats>> {
    return this.onEvent(eventId, () => ({ ok: true, ...this.reads.stats() }), knownVersion);
  }

  /**
   * The stored hashes a name may open, for the Worker to verify outside the room. Counts the
   * attempt first (see ./password-proof.ts `openCredentials`): a wrong password needs no second call.
   */
  credentials(
    eventId: string,
    nameKey: string,
    source: string,
  ): Promise<RoomResult<{ candidates: Candidate[] }>> {
    return this.onEvent(eventId, (config) => {
      const opened = this.ctx.storage.transactionSync(() =>
        openCredentials(this.store(), this.passwordAttempts(), config, nameKey, source, Date.now()),
      );
      // The organiser's page counts wrong passwords as they come (a right one gives its count
      // back with its change); invitees' views do not change.
      this.live.soon("organisers");
      return opened;
    });
  }

  /**
   * The response a personal link opens, with what a change needs: its id and the password hash
   * it holds now (the change applies only if that is unchanged), and its place if waiting.
   */
  linked(eventId: string, linkHash: string): Promise<RoomResult<LinkedResponse>> {
    return this.onEvent(eventId, (config) => {
      this.ensureSchema();
      const opened = openByLink(this.store(), linkHash);
      if (!opened.ok) return opened;
      return {
        ...opened,
        waiting_position: waitingPlaceShown(opened.waiting_position, config.guest_list),
      };
    });
  }

  // ---- commands ------------------------------------------------------------------------

  issueLink(
    eventId: string,
    input: Proof & { responseId: string; expectedHash: string; linkHash: string },
  ): Promise<RoomResult<{ issued: true }>> {
    return this.onEvent(eventId, (config) => {
      const issued = this.withoutRevision((store) =>
        issueLink(store, this.passwordAttempts(), config, input, Date.now()),
      );
      return issued.ok ? { ok: true, issued: true } : issued;
    });
  }

  // An invitee's own change: its reply says of others only what the guest list shows
  // (./guest-list.ts). A retry's remembered reply passes here too, under today's guest list.

  submit(eventId: string, input: SubmitInput): Promise<RoomResult<{ reply: ResponseResult }>> {
    return this.onEvent(eventId, (config) =>
      forInvitee(
        this.mutate((store) => submit(store, this.passwordAttempts(), config, input, Date.now())),
        config,
      ),
    );
  }

  modify(eventId: string, input: ModifyInput): Promise<RoomResult<{ reply: ResponseResult }>> {
    return this.onEvent(eventId, (config) =>
      forInvitee(
        this.mutate((store) => modify(store, this.passwordAttempts(), config, input, Date.now())),
        config,
      ),
    );
  }

  cancel(
    eventId: string,
    input: Proof & { responseId: string; expectedHash: string },
  ): Promise<RoomResult<{ reply: ResponseDeleted }>> {
    return this.onEvent(eventId, (config) =>
      forInvitee(
        this.mutate((store) => cancel(store, this.passwordAttempts(), config, input, Date.now())),
        config,
      ),
    );
  }

  /** Notifications on for a response whose password the Worker verified. */
  subscribePush(
    eventId: string,
    input: Proof & {
      responseId: string;
      expectedHash: string;
      subscription: PushSubscriptionJson;
    },
  ): Promise<RoomResult<{ response_id: string }>> {
    return this.onEvent(eventId, (config) => {
      const subscribed = this.withoutRevision((store) =>
        subscribePush(store, this.passwordAttempts(), config, input, Date.now()),
      );
      if (!subscribed.ok) return subscribed;
      // Reminded while it had no channel: reminded now that it has one.
      this.remindIfDue();
      return { ok: true, response_id: subscribed.value.response_id };
    });
  }

  /** Notifications off: the endpoint is the proof, as only its browser knows it. */
  unsubscribePush(
    eventId: string,
    endpoint: string,
    responseId?: string,
  ): Promise<RoomResult<{ removed: number }>> {
    return this.onEvent(eventId, () => {
      const removed = this.withoutRevision((store) =>
        store.pushes.unsubscribe(endpoint, responseId),
      );
      return { ok: true, removed };
    });
  }

  /**
   * The browser renewed its subscription: the old endpoint is the proof, as for removing one.
   * Allowed after the deadline too: it keeps a subscription alive, it makes none.
   */
  renewPush(
    eventId: string,
    oldEndpoint: string,
    subscription: PushSubscriptionJson,
  ): Promise<RoomResult<{ renewed: number }>> {
    return this.onEvent(eventId, () => {
      const renewed = this.withoutRevision((store) =>
        store.pushes.renew(oldEndpoint, subscription),
      );
      return { ok: true, renewed };
    });
  }

  /** The organiser's announcement page: the last one, who would get the next, and when. */
  announcementState(
    eventId: string,
    knownVersion?: number,
  ): Promise<RoomResult<AnnouncementState>> {
    return this.onEvent(
      eventId,
      () => {
        this.ensureSchema();
        return { ok: true, ...announcements.announcementState(this.store(), this.sql, Date.now()) };
      },
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
      (config) => this.mutate((store) => command(store, this.sql, config, message, Date.now())),
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
      (config) => this.mutate((store) => adminDelete(store, config, responseId, Date.now())),
      knownVersion,
    );
  }

  // ---- mail -------------------------------------------------------------------------------

  /** What a mail's one-tap link would do (its page's GET: changes nothing). */
  mailLink(eventId: string, link: MailLink): Promise<RoomResult<{ view: MailLinkView }>> {
    return this.onEvent(eventId, (config) => {
      this.ensureSchema();
      return { ok: true, view: mailLinkView(this.store(), config, link, Date.now()) };
    });
  }

  /** Follows a mail's one-tap link (its page's POST): the signed link is the proof. */
  followMailLink(
    eventId: string,
    link: MailLink,
    source: string,
  ): Promise<RoomResult<{ view: MailLinkView }>> {
    return this.onEvent(eventId, (config) => {
      const followed = this.mutate((store) =>
        followMailLink(store, this.passwordAttempts(), config, link, source, Date.now()),
      );
      if (!followed.ok) return followed;
      // A verified or removed address changes what the organiser's list shows, nothing else.
      this.live.soon("organisers");
      const { revision: _revision, ...view } = followed.reply;
      return { ok: true, view };
    });
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
      (config) => {
        const queued = this.withoutRevision((store) =>
          mailOneResponse(store, config, responseId, message, Date.now()),
        );
        if (!queued.ok) return queued;
        this.mailer.sendSoon();
        return { ok: true, sent: true };
      },
      knownVersion,
    );
  }
}
