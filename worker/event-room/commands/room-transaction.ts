import { HostFeed } from "../hosts/host-feed";
import { Notices } from "../outbox/notices";
import { Reminders } from "../outbox/reminders";
import { PasswordAttempts } from "../store/password-attempts";
import { ResponseStore } from "../store/response-store";

/**
 * What a command works with inside the room's one transaction (./room-core.ts): the responses'
 * storage, the notices queued with the change, the reminders, the password attempts, and the
 * call's one reading of the clock (./clock.ts). Made per transaction; all of it synchronous.
 */
export interface RoomTransaction {
  /** The responses and what lives and dies with them: reads and writes only. */
  readonly store: ResponseStore;
  /** Telling invitees: queued in this transaction, sent by the couriers after it. */
  readonly notices: Notices;
  /** What the people running the event are to hear: recorded here, told after (../hosts). */
  readonly hosts: HostFeed;
  readonly reminders: Reminders;
  readonly attempts: PasswordAttempts;
  readonly sql: SqlStorage;
  /** When the call came (epoch ms), read once for all it does. */
  readonly now: number;
  /** An hour of the room's clocks, for offers and reminders (tests shorten it). */
  readonly hourMs: number;
}

export function roomTransaction(
  sql: SqlStorage,
  eventId: string,
  now: number,
  hourMs: number,
): RoomTransaction {
  const notices = new Notices(sql);
  return {
    store: new ResponseStore(sql, eventId),
    notices,
    hosts: new HostFeed(sql),
    reminders: new Reminders(sql, notices),
    attempts: new PasswordAttempts(sql),
    sql,
    now,
    hourMs,
  };
}
