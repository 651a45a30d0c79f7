import { coalesceChange } from "./coalesce";
import type { AddressChange, MailChannel, QueuedMail } from "./mail-notice";
import { recipientLanguage } from "./recipient-language";
import type { RoomNotice, StoredNotice } from "./room-notices";

/** Between two of the organiser's own mails to one invitee ('이메일 보내기' on the organiser's list). */
export const DIRECT_MAIL_GAP_MS = 10 * 60_000;

/**
 * The room's mail addresses and the mails waiting for them, over the room's SQLite, as
 * ./push-queue.ts holds pushes: synchronous, called inside the room's transactions, so a mail
 * is queued in the commit of the change it tells of and sent after it (./mail-courier.ts).
 * An address gets its verification mail and nothing else until it is verified (decision 0025).
 */
export class MailQueue {
  constructor(private readonly sql: SqlStorage) {}

  channel(responseId: string): MailChannel | undefined {
    return this.sql
      .exec<MailChannel>("SELECT * FROM mail_channels WHERE response_id = ?", responseId)
      .toArray()[0];
  }

  /**
   * The response's address as its holder asked: null removes it (with anything still to be
   * mailed to it); a new one replaces it, unverified, and is sent its verification mail; the
   * same one still unverified is sent that mail again (its first link keeps working).
   */
  setAddress(
    responseId: string,
    address: string | null,
    origin: string,
    verification: RoomNotice,
    source: string | null,
    now: number,
  ): AddressChange {
    const current = this.channel(responseId);
    if (address === null) {
      if (!current) return "unchanged";
      this.forget(responseId);
      return "removed";
    }
    if (current?.address === address && current.verified_at !== null) return "unchanged";
    let createdAt = current?.created_at ?? now;
    if (current?.address !== address) {
      // Another address: links made for the last one stop working (they name its created_at).
      this.forget(responseId);
      createdAt = current && current.created_at >= now ? current.created_at + 1 : now;
      this.sql.exec(
        `INSERT INTO mail_channels (response_id, address, origin, verified_at, created_at)
         VALUES (?, ?, ?, NULL, ?)`,
        responseId,
        address,
        origin,
        createdAt,
      );
    }
    this.enqueue(
      { response_id: responseId, address, origin, created_at: createdAt },
      { ...verification, binds: createdAt },
      `${verification.tag}:${responseId}:${now}`,
      now,
      source,
    );
    return "verify";
  }

  /**
   * An address already proven to be the holder's (they followed a link mailed to it, as a
   * voter's '참석' from a closed poll): kept as verified, with no verification mail.
   */
  setProven(responseId: string, address: string, origin: string, now: number): void {
    this.forget(responseId);
    this.sql.exec(
      `INSERT INTO mail_channels (response_id, address, origin, verified_at, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      responseId,
      address,
      origin,
      now,
      now,
    );
  }

  /** The verify link: `done`, or `used` when already verified or made for another address. */
  verify(responseId: string, createdAt: number, now: number): "done" | "used" {
    const channel = this.channel(responseId);
    if (!channel || channel.created_at !== createdAt || channel.verified_at !== null) return "used";
    this.sql.exec(
      "UPDATE mail_channels SET verified_at = ? WHERE response_id = ?",
      now,
      responseId,
    );
    return "done";
  }

  /** The unsubscribe link: stops mail for the response (`used`: it already had). */
  unsubscribe(responseId: string, createdAt: number): "done" | "used" {
    const channel = this.channel(responseId);
    if (!channel || channel.created_at !== createdAt) return "used";
    this.forget(responseId);
    return "done";
  }

  /** A response is gone (or its address removed): its address and its mails go too. */
  forget(responseId: string): void {
    this.sql.exec("DELETE FROM mail_channels WHERE response_id = ?", responseId);
    this.sql.exec("DELETE FROM mail_outbox WHERE response_id = ?", responseId);
  }

  /** Ids of the responses with a verified address that the mail service has not refused. */
  verifiedIds(): Set<string> {
    return new Set(
      this.sql
        .exec<{ response_id: string }>(
          "SELECT response_id FROM mail_channels WHERE verified_at IS NOT NULL AND refused IS NULL",
        )
        .toArray()
        .map((row) => row.response_id),
    );
  }

  /** Ids of the responses whose address the mail service refused for good. */
  refusedIds(): Set<string> {
    return new Set(
      this.sql
        .exec<{ response_id: string }>(
          "SELECT response_id FROM mail_channels WHERE refused IS NOT NULL",
        )
        .toArray()
        .map((row) => row.response_id),
    );
  }

  /** Ids of the responses whose verification mail is held back until a limit resets. */
  heldIds(now: number): Set<string> {
    return new Set(
      this.sql
        .exec<{ response_id: string }>(
          "SELECT response_id FROM mail_channels WHERE verified_at IS NULL AND held_until > ?",
          now,
        )
        .toArray()
        .map((row) => row.response_id),
    );
  }

  /**
   * The mail service refused the address for good (`code`, e.g. suppressed after a bounce):
   * it is marked so (the organiser's list and its holder say so) and nothing still queued for
   * it is sent. Only the channel the mail was made for: a newer address is not touched.
   */
  refuse(responseId: string, channelAt: number, code: string): void {
    const refused = this.sql.exec(
      "UPDATE mail_channels SET refused = ? WHERE response_id = ? AND created_at = ?",
      code,
      responseId,
      channelAt,
    ).rowsWritten;
    if (refused > 0) {
      this.sql.exec(
        "DELETE FROM mail_outbox WHERE response_id = ? AND channel_at = ?",
        responseId,
        channelAt,
      );
    }
  }

  /** The verification mail of a channel waits until `until` (null: it went). */
  hold(responseId: string, channelAt: number, until: number | null): void {
    this.sql.exec(
      "UPDATE mail_channels SET held_until = ? WHERE response_id = ? AND created_at = ?",
      until,
      responseId,
      channelAt,
    );
  }

  /** Queues a mail to one response, if its address is verified; whether it was queued. */
  notify(responseId: string, notice: RoomNotice, now: number): boolean {
    const channel = this.channel(responseId);
    if (!channel || channel.verified_at === null || channel.refused !== null) return false;
    this.enqueue(channel, notice, `${notice.tag}:${responseId}`, now);
    return true;
  }

  /** Queues a mail to every verified address of the event; how many. */
  notifyAll(notice: RoomNotice, now: number): number {
    const channels = this.verified();
    for (const channel of channels) {
      this.enqueue(channel, notice, `${notice.tag}:${channel.response_id}`, now);
    }
    return channels.length;
  }

  /**
   * A date or place change, to every verified address, coalesced with the pushes
   * (./coalesce.ts) at `slot`. Whether any was queued at it.
   */
  queueChange(
    notice: RoomNotice,
    merge: (waiting: StoredNotice) => RoomNotice,
    slot: number,
    now: number,
  ): boolean {
    const enqueue = (channel: MailChannel) =>
      this.enqueue(channel, notice, `${notice.tag}:${channel.response_id}`, slot);
    return coalesceChange(this.sql, "mail_outbox", this.verified(), merge, enqueue, now);
  }

  /**
   * The organiser's own short mail to one invitee: only to a verified address, one per
   * DIRECT_MAIL_GAP_MS. `no_channel`, or the seconds to wait, or `queued`.
   */
  direct(responseId: string, notice: RoomNotice, now: number): "queued" | "no_channel" | number {
    const channel = this.channel(responseId);
    if (!channel || channel.verified_at === null || channel.refused !== null) return "no_channel";
    const wait = (channel.direct_sent_at ?? Number.NEGATIVE_INFINITY) + DIRECT_MAIL_GAP_MS - now;
    if (wait > 0) return Math.ceil(wait / 1000);
    this.sql.exec(
      "UPDATE mail_channels SET direct_sent_at = ? WHERE response_id = ?",
      now,
      responseId,
    );
    this.enqueue(channel, notice, `${notice.tag}:${responseId}`, now);
    return "queued";
  }

  /** What the event's deletion must still mail, once everything else in the room is gone. */
  farewells(notice: RoomNotice, now: number): QueuedMail[] {
    this.sql.exec("DELETE FROM mail_outbox");
    this.notifyAll(notice, now);
    return this.sql
      .exec<QueuedMail>("SELECT * FROM mail_outbox ORDER BY seq")
      .toArray()
      .map((mail) => ({ ...mail, response_id: null }));
  }

  /** Puts farewells back into a room that was emptied. */
  restore(mails: QueuedMail[]): void {
    for (const mail of mails) {
      this.sql.exec(
        `INSERT INTO mail_outbox
           (change_key, response_id, recipient_id, channel_at, address, origin, notice, due_at,
            notice_id, source, language)
         VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        mail.change_key,
        mail.recipient_id,
        mail.channel_at,
        mail.address,
        mail.origin,
        mail.notice,
        mail.due_at,
        mail.notice_id,
        mail.source,
        mail.language,
      );
    }
  }

  private verified(): MailChannel[] {
    return this.sql
      .exec<MailChannel>(
        "SELECT * FROM mail_channels WHERE verified_at IS NOT NULL AND refused IS NULL",
      )
      .toArray();
  }

  /**
   * One mail per change and address: a key already queued is not queued again. Each gets its
   * own id here, which every try of it carries (./mail-courier.ts), and its recipient's
   * language, which it is worded in when it is sent.
   */
  private enqueue(
    to: Pick<MailChannel, "response_id" | "address" | "origin" | "created_at">,
    notice: RoomNotice,
    changeKey: string,
    dueAt: number,
    source: string | null = null,
  ): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO mail_outbox
         (change_key, response_id, recipient_id, channel_at, address, origin, notice, due_at,
          notice_id, source, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      changeKey,
      to.response_id,
      to.response_id,
      to.created_at,
      to.address,
      to.origin,
      JSON.stringify(notice),
      dueAt,
      crypto.randomUUID(),
      source,
      recipientLanguage(this.sql, to.response_id),
    );
  }
}
