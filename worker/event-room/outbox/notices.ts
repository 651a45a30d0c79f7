import type { OfferNotice } from "#contract/notify";
import { createMailOutbox, createPushOutbox, readMeta, writeMeta } from "../store/room-schema";
import type { RoomConfig } from "../store/types";
import type { AddressChange, QueuedMail } from "./mail-notice";
import { MailQueue } from "./mail-queue";
import { PushQueue, type QueuedPush } from "./push-queue";
import type { StoredNotice } from "./room-notices";
import { deletedNotice, type RoomNotice, verifyNotice } from "./room-notices";

/**
 * A date or place change reaches each invitee at most once per this long: an organiser
 * editing an event ten times must not make every invitee's phone ring ten times.
 */
export const CHANGE_NOTICE_GAP_MS = 10 * 60_000;

/**
 * Telling invitees, on every channel they have: a push to a subscribed browser and a mail to a
 * verified address (decision 0025). Each notice is queued in the transaction of the change it
 * tells of; the couriers send after it.
 */
export class Notices {
  readonly pushes: PushQueue;
  readonly mails: MailQueue;

  constructor(private readonly sql: SqlStorage) {
    this.pushes = new PushQueue(sql);
    this.mails = new MailQueue(sql);
  }

  /** Tells one response; whether any channel took the notice. */
  notify(responseId: string, notice: RoomNotice, now: number) {
    const pushed = this.pushes.notify(responseId, notice, now);
    const mailed = this.mails.notify(responseId, notice, now);
    return pushed || mailed;
  }

  /** Tells every response that can be told; how many responses. */
  notifyAll(notice: RoomNotice, now: number): number {
    const reached = new Set(this.pushes.subscribedIds());
    for (const id of this.mails.verifiedIds()) reached.add(id);
    this.pushes.notifyAll(notice, now);
    this.mails.notifyAll(notice, now);
    return reached.size;
  }

  /**
   * A correction of a notice told to everyone (the announcement), told again with
   * the same tag, so a browser shows it in place of the first (public/sw.js) and a push service
   * drops a copy still waiting (its Topic). Whatever of the earlier words is still queued goes
   * first, with its change key: the correction is queued afresh in its place (the outboxes
   * queue a key once), and a copy being sent at this moment is not sent again (its round
   * settles by `seq`, which is never reused), so nothing lands after the correction.
   */
  correctAll(notice: RoomNotice, now: number): number {
    for (const table of ["push_outbox", "mail_outbox"]) {
      this.sql.exec(`DELETE FROM ${table} WHERE change_key LIKE ?`, `${notice.tag}:%`);
    }
    return this.notifyAll(notice, now);
  }

  /** How many responses can be told of anything (the announcement card's count). */
  reachable(): number {
    const reached = new Set(this.pushes.subscribedIds());
    for (const id of this.mails.verifiedIds()) reached.add(id);
    return reached.size;
  }

  /**
   * A date or place change, coalesced: at most one change notice per invitee per ten minutes,
   * and the latest wins. A notice still waiting is replaced by `merge(waiting)`; everyone else
   * gets `notice` at the event's next slot: now, or ten minutes after the last slot when that
   * was more recent. Slots are ten minutes apart, so nobody hears of changes more often.
   */
  notifyChange(
    notice: RoomNotice,
    merge: (waiting: StoredNotice) => RoomNotice,
    now: number,
  ): void {
    const last = Number(readMeta(this.sql, "change_notice_at") ?? Number.NEGATIVE_INFINITY);
    const slot = Math.max(now, last + CHANGE_NOTICE_GAP_MS);
    const pushed = this.pushes.queueChange(notice, merge, slot, now);
    const mailed = this.mails.queueChange(notice, merge, slot, now);
    if (pushed || mailed) writeMeta(this.sql, "change_notice_at", String(slot));
  }

  /**
   * The event is being deleted: the deletion's notice to everyone who can be told, taken out
   * of the room before it is emptied (./notices.ts `restoreFarewells` puts it back).
   */
  farewells(config: RoomConfig, now: number): Farewells {
    const notice = deletedNotice(config);
    return {
      pushes: this.pushes.farewells(notice, now),
      mails: this.mails.farewells(notice, now),
    };
  }

  /** A response is gone: its channels and anything still to be sent to it go too. */
  forget(responseId: string): void {
    this.pushes.forget(responseId);
    this.mails.forget(responseId);
  }

  /** The holder's address, as they asked (./mail-queue.ts `setAddress`). */
  setAddress(
    config: RoomConfig,
    row: { id: string; name: string },
    address: string | null,
    origin: string,
    source: string | null,
    now: number,
  ): AddressChange {
    const verification = verifyNotice(config, row.name);
    return this.mails.setAddress(row.id, address, origin, verification, source, now);
  }

  /** An address the holder proved before answering (./mail-queue.ts `setProven`). */
  setProvenAddress(row: { id: string }, address: string, origin: string, now: number): void {
    this.mails.setProven(row.id, address, origin, now);
  }

  /** The channels a response is told through, as its holder sees them. */
  stateOf(responseId: string, now: number) {
    const channel = this.mails.channel(responseId);
    const held = channel && channel.verified_at === null ? channel.held_until : null;
    return {
      email: channel?.address ?? null,
      email_verified: channel?.verified_at != null,
      email_held_until: held !== null && held > now ? new Date(held).toISOString() : null,
      email_refused: channel?.refused != null,
      push: this.pushes.isSubscribed(responseId),
    };
  }

  /** An offer was made: whether its notice is on its way, or had no channel. */
  offerTold(responseId: string, queued: boolean): void {
    const state: OfferNotice = queued ? "pending" : "none";
    this.sql.exec("UPDATE responses SET offer_notice = ? WHERE id = ?", state, responseId);
  }
}

/** What a deleted event's room still sends: its farewells, by push and by mail. */
export type Farewells = { pushes: QueuedPush[]; mails: QueuedMail[] };

/** Puts the farewells back into a room that was emptied: its outboxes are all it keeps. */
export function restoreFarewells(sql: SqlStorage, farewells: Farewells): void {
  if (farewells.pushes.length + farewells.mails.length === 0) return;
  createPushOutbox(sql);
  new PushQueue(sql).restore(farewells.pushes);
  createMailOutbox(sql);
  new MailQueue(sql).restore(farewells.mails);
}

/**
 * The notices whose reaching the invitee the organiser sees (an offer's, the reminder): the
 * change key's prefix, the response's column that records it, and what must still hold for
 * the record to be this notice's (the offer still open; the reminder still the one sent).
 */
const RECORDED = [
  { prefix: "offered-", column: "offer_notice", still: "status = 'offered'" },
  { prefix: "reminder-", column: "reminder_notice", still: "reminded_for = ?" },
] as const;

/**
 * A courier settled a notice the organiser follows (above), and took it out of its queue:
 * delivered on any channel marks it `delivered`; a channel that gave up marks it `failed` only
 * when no other channel delivered it or still has it queued. The reminder's time is the last
 * part of its tag (`reminder-{response}-{time}`, ./room-notices.ts).
 */
export function recordNotice(
  sql: SqlStorage,
  changeKey: string,
  responseId: string | null,
  delivered: boolean,
): void {
  const recorded = RECORDED.find((kind) => changeKey.startsWith(kind.prefix));
  if (responseId === null || !recorded) return;
  const { prefix, column, still } = recorded;
  const bound = prefix === "reminder-" ? [Number(changeKey.split(":")[0].split("-").pop())] : [];
  if (delivered) {
    sql.exec(
      `UPDATE responses SET ${column} = 'delivered' WHERE id = ? AND ${still}`,
      responseId,
      ...bound,
    );
    return;
  }
  const others = ["push_outbox", "mail_outbox"]
    .map(
      (table) =>
        sql
          .exec<{ n: number }>(
            `SELECT count(*) AS n FROM ${table} WHERE response_id = ? AND change_key LIKE ?`,
            responseId,
            `${prefix}%`,
          )
          .one().n,
    )
    .reduce((sum, n) => sum + n, 0);
  if (others > 0) return;
  sql.exec(
    `UPDATE responses SET ${column} = 'failed' WHERE id = ? AND ${still} AND ${column} = 'pending'`,
    responseId,
    ...bound,
  );
}
