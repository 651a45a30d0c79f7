import type { PushSubscriptionJson } from "#contract/push";
import type { Language } from "#i18n/language";
import { coalesceChange } from "./coalesce";
import { recipientLanguage } from "./recipient-language";
import type { RoomNotice, StoredNotice } from "./room-notices";

/** A push waiting to be sent: its notice as data (./room-notices.ts), and where it goes. */
export type QueuedPush = {
  seq: number;
  change_key: string;
  response_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  notice: string;
  attempts: number;
  due_at: number;
  /** The notice's own id, the same on every try (null: queued before ids were given). */
  notice_id: string | null;
  /** The recipient's language, the one its response answered in: the push is worded in it. */
  language: Language;
};

type Subscription = { response_id: string; endpoint: string; p256dh: string; auth: string };

/**
 * The room's push subscriptions and the pushes waiting for them, over the room's SQLite. All
 * synchronous: called inside the room's transactions, so a push is queued in the same commit
 * as the change it tells of, and sent only after it (./push-courier.ts).
 */
export class PushQueue {
  constructor(private readonly sql: SqlStorage) {}

  /** This browser's subscription for a response; a new one replaces the last. */
  subscribe(responseId: string, subscription: PushSubscriptionJson, now: number): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO push_subscriptions (response_id, endpoint, p256dh, auth, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      responseId,
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
      now,
    );
  }

  /** Removes the subscriptions of an endpoint (one response's, or all); how many went. */
  unsubscribe(endpoint: string, responseId?: string): number {
    const where = responseId === undefined ? "" : " AND response_id = ?";
    const args = responseId === undefined ? [endpoint] : [endpoint, responseId];
    const removed = this.sql.exec(
      `DELETE FROM push_subscriptions WHERE endpoint = ?${where}`,
      ...args,
    ).rowsWritten;
    this.sql.exec(`DELETE FROM push_outbox WHERE endpoint = ?${where}`, ...args);
    return removed;
  }

  /**
   * The browser replaced its subscription: every response subscribed with `oldEndpoint` takes
   * the new one, and so does what is still queued for them, so nothing waits for an endpoint
   * the browser has dropped. How many responses were renewed.
   */
  renew(oldEndpoint: string, subscription: PushSubscriptionJson): number {
    const { endpoint, keys } = subscription;
    const renewed = this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?",
        oldEndpoint,
      )
      .one().n;
    for (const table of ["push_subscriptions", "push_outbox"]) {
      this.sql.exec(
        `UPDATE ${table} SET endpoint = ?, p256dh = ?, auth = ? WHERE endpoint = ?`,
        endpoint,
        keys.p256dh,
        keys.auth,
        oldEndpoint,
      );
    }
    return renewed;
  }

  /** A response is gone: its subscription and anything still to be sent to it go too. */
  forget(responseId: string): void {
    this.sql.exec("DELETE FROM push_subscriptions WHERE response_id = ?", responseId);
    this.sql.exec("DELETE FROM push_outbox WHERE response_id = ?", responseId);
  }

  subscribers(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM push_subscriptions").one().n;
  }

  /** Queues a push to one response, if it is subscribed; whether it was queued. */
  notify(responseId: string, notice: RoomNotice, now: number): boolean {
    const subscription = this.sql
      .exec<Subscription>("SELECT * FROM push_subscriptions WHERE response_id = ?", responseId)
      .toArray()[0];
    if (subscription) this.enqueue(subscription, notice, now);
    return subscription !== undefined;
  }

  /** Queues a push to every subscription of the event; returns how many. */
  notifyAll(notice: RoomNotice, now: number): number {
    const subscriptions = this.sql.exec<Subscription>("SELECT * FROM push_subscriptions").toArray();
    for (const subscription of subscriptions) this.enqueue(subscription, notice, now);
    return subscriptions.length;
  }

  /**
   * A date or place change, to every subscription, coalesced (./coalesce.ts) at `slot`
   * (./notices.ts picks it). Whether any was queued at it.
   */
  queueChange(
    notice: RoomNotice,
    merge: (waiting: StoredNotice) => RoomNotice,
    slot: number,
    now: number,
  ): boolean {
    const subscriptions = this.sql.exec<Subscription>("SELECT * FROM push_subscriptions").toArray();
    const enqueue = (subscription: Subscription) => this.enqueue(subscription, notice, slot);
    return coalesceChange(this.sql, "push_outbox", subscriptions, merge, enqueue, now);
  }

  /**
   * Whether one response has a subscription: asked in every reply to its holder, inside the
   * room's serialised section, so by its key rather than by reading every subscription.
   */
  isSubscribed(responseId: string): boolean {
    return (
      this.sql
        .exec<{ n: number }>(
          "SELECT count(*) AS n FROM push_subscriptions WHERE response_id = ?",
          responseId,
        )
        .one().n > 0
    );
  }

  /** Ids of the responses with a subscription. */
  subscribedIds(): Set<string> {
    return new Set(
      this.sql
        .exec<{ response_id: string }>("SELECT response_id FROM push_subscriptions")
        .toArray()
        .map((row) => row.response_id),
    );
  }

  /**
   * One push per change and subscription: the change key is the notice's tag and the response,
   * and a key already queued is not queued again. Each gets its own id here, which every try
   * of it carries (./push-courier.ts), and its recipient's language, which it is worded in.
   */
  private enqueue(subscription: Subscription, notice: RoomNotice, now: number): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO push_outbox
         (change_key, response_id, endpoint, p256dh, auth, notice, due_at, notice_id, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `${notice.tag}:${subscription.response_id}`,
      subscription.response_id,
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      JSON.stringify(notice),
      now,
      crypto.randomUUID(),
      recipientLanguage(this.sql, subscription.response_id),
    );
  }

  /** What the event's deletion must still send, once everything else in the room is gone. */
  farewells(notice: RoomNotice, now: number): QueuedPush[] {
    this.sql.exec("DELETE FROM push_outbox");
    this.notifyAll(notice, now);
    // The pushes outlive their responses: nothing ties them to a row that will be deleted.
    return this.sql
      .exec<QueuedPush>("SELECT * FROM push_outbox ORDER BY seq")
      .toArray()
      .map((push) => ({ ...push, response_id: null }));
  }

  /** Puts farewells back into a room that was emptied. */
  restore(pushes: QueuedPush[]): void {
    for (const push of pushes) {
      this.sql.exec(
        `INSERT INTO push_outbox
           (change_key, response_id, endpoint, p256dh, auth, notice, due_at, notice_id, language)
         VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
        push.change_key,
        push.endpoint,
        push.p256dh,
        push.auth,
        push.notice,
        push.due_at,
        push.notice_id,
        push.language,
      );
    }
  }
}
