import type { PushSubscriptionJson } from "#contract/push";
import type { ResponseDeleted, ResponseResult } from "#contract/responses";
import type { ResponseLink as MailLink } from "../../mail/links";
import {
  cancel,
  issueLink,
  type ModifyInput,
  modify,
  subscribePush,
} from "../commands/invitee-commands";
import { followMailLink, type MailLinkView, mailLinkView } from "../commands/one-tap-replies";
import {
  guardResponse,
  type LinkedResponse,
  openByLink,
  openCredentials,
  type Proof,
} from "../commands/password-proof";
import { type SubmitInput, submit } from "../commands/submit";
import type { RoomCore } from "../core/room-core";
import { forInvitee, waitingPlaceShown } from "../reads/guest-list";
import type { Candidate, Guard, RoomResult } from "../store/types";

/**
 * The calls an invitee's request makes (the Worker verified what it could first), held by
 * ../event-room.ts: the public page's data, a response's sign-up, change and cancel, its personal link, its
 * notifications, and a mail's links. A reply to an invitee's own change says of others only
 * what the guest list shows (../reads/guest-list.ts); a retry's remembered reply passes there
 * too, under today's guest list.
 */
export class InviteeCalls {
  constructor(
    private readonly core: RoomCore,
    private readonly onEvent: Guard,
  ) {}

  /** The public page's data as JSON, serialised once per revision. */
  publicSnapshot(
    eventId: string,
  ): Promise<RoomResult<{ json: string; revision: number; closed: boolean }>> {
    return this.onEvent(eventId, (config, now) => {
      const { json, closed } = this.core.snapshotOf(config, now);
      return { ok: true, json, revision: this.core.revision, closed };
    });
  }

  /**
   * The stored hashes a name may open, for the Worker to verify outside the room. Counts the
   * attempt first (../commands/password-proof.ts `openCredentials`): a wrong password needs
   * no second call.
   */
  credentials(
    eventId: string,
    nameKey: string,
    source: string,
    whenClosed = false,
  ): Promise<RoomResult<{ candidates: Candidate[] }>> {
    return this.onEvent(eventId, (config, now) => {
      const opened = this.core.withoutRevision(now, (tx) =>
        openCredentials(tx, config, nameKey, source, whenClosed),
      );
      // The organiser's page counts wrong passwords as they come (a right one gives its count
      // back with its change); invitees' views do not change.
      this.core.broadcast.soon("organisers");
      return opened;
    });
  }

  /**
   * The response a personal link opens, with what a change needs: its id and the password hash
   * it holds now (the change applies only if that is unchanged), and its place if waiting.
   */
  linked(eventId: string, linkHash: string): Promise<RoomResult<LinkedResponse>> {
    return this.onEvent(eventId, (config, now) => {
      const opened = openByLink(this.core.at(now), linkHash);
      if (!opened.ok) return opened;
      return {
        ...opened,
        waiting_position: waitingPlaceShown(opened.waiting_position, config.guest_list),
      };
    });
  }

  issueLink(
    eventId: string,
    input: Proof & { responseId: string; expectedHash: string; linkHash: string },
  ): Promise<RoomResult<{ issued: true }>> {
    return this.onEvent(eventId, (config, now) => {
      const issued = this.core.withoutRevision(now, (tx) => issueLink(tx, config, input));
      return issued.ok ? { ok: true, issued: true } : issued;
    });
  }

  submit(eventId: string, input: SubmitInput): Promise<RoomResult<{ reply: ResponseResult }>> {
    return this.onEvent(eventId, (config, now) =>
      forInvitee(
        this.core.mutate(now, (tx) => submit(tx, config, input)),
        config,
      ),
    );
  }

  modify(eventId: string, input: ModifyInput): Promise<RoomResult<{ reply: ResponseResult }>> {
    return this.onEvent(eventId, (config, now) =>
      forInvitee(
        this.core.mutate(now, (tx) => modify(tx, config, input)),
        config,
      ),
    );
  }

  /** With `erase`, everything kept about the response goes too ('내 정보 삭제'). */
  cancel(
    eventId: string,
    input: Proof & { responseId: string; expectedHash: string; erase?: boolean },
  ): Promise<RoomResult<{ reply: ResponseDeleted }>> {
    return this.onEvent(eventId, (config, now) =>
      forInvitee(
        this.core.mutate(now, (tx) => cancel(tx, config, input)),
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
    return this.onEvent(eventId, (config, now) => {
      const subscribed = this.core.withoutRevision(now, (tx) => subscribePush(tx, config, input));
      if (!subscribed.ok) return subscribed;
      // Reminded while it had no channel: reminded now that it has one.
      this.core.remindIfDue(now);
      return { ok: true, response_id: subscribed.value.response_id };
    });
  }

  /** Notifications off: the endpoint is the proof, as only its browser knows it. */
  unsubscribePush(
    eventId: string,
    endpoint: string,
    responseId?: string,
  ): Promise<RoomResult<{ removed: number }>> {
    return this.onEvent(eventId, (_config, now) => {
      const removed = this.core.withoutRevision(now, (tx) =>
        tx.notices.pushes.unsubscribe(endpoint, responseId),
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
    return this.onEvent(eventId, (_config, now) => {
      const renewed = this.core.withoutRevision(now, (tx) =>
        tx.notices.pushes.renew(oldEndpoint, subscription),
      );
      return { ok: true, renewed };
    });
  }

  /**
   * A standing answer's address, proven on another occurrence of its series (decision 0069),
   * given to the response it made here: kept as verified, with no mail of its own. Only while
   * the response still holds the standing answer's password.
   */
  proveAddress(
    eventId: string,
    input: { responseId: string; expectedHash: string; address: string; origin: string },
  ): Promise<RoomResult<{ proven: true }>> {
    return this.onEvent(eventId, (_config, now) => {
      const proven = this.core.withoutRevision(now, (tx) => {
        const refusal = guardResponse(tx.store.byId(input.responseId), input.expectedHash);
        if (refusal) return refusal;
        tx.notices.setProvenAddress({ id: input.responseId }, input.address, input.origin, now);
        return null;
      });
      if (proven) return proven;
      this.core.broadcast.soon("organisers");
      return { ok: true, proven: true };
    });
  }

  /** What a mail's link would do (its page's GET: changes nothing). */
  mailLink(eventId: string, link: MailLink): Promise<RoomResult<{ view: MailLinkView }>> {
    return this.onEvent(eventId, (config, now) => ({
      ok: true,
      view: mailLinkView(this.core.at(now), config, link),
    }));
  }

  /** Follows a mail's link (its page's POST): the signed link is the proof. */
  followMailLink(
    eventId: string,
    link: MailLink,
    source: string,
  ): Promise<RoomResult<{ view: MailLinkView }>> {
    return this.onEvent(eventId, (config, now) => {
      const followed = this.core.mutate(now, (tx) => followMailLink(tx, config, link, source));
      if (!followed.ok) return followed;
      // A verified or removed address changes what the organiser's list shows, nothing else.
      this.core.broadcast.soon("organisers");
      const { revision: _revision, ...view } = followed.reply;
      return { ok: true, view };
    });
  }
}
