import { fitsNow, type ResponseStatus, type SeatCounts, seatsOf } from "#contract/response-rules";
import { Notices } from "./notices";
import { lapsedNotice, offeredNotice, promotedNotice, withdrawnNotice } from "./push-notices";
import type { PushQueue } from "./push-queue";
import { fillFromQueue, queueHeadToRead, queueRules } from "./queue-policy";
import { RememberedReplies } from "./remembered-replies";
import { Reminders } from "./reminders";
import { ResponseLinks } from "./response-links";
import type { MirrorRow, RoomConfig, StoredResponse } from "./types";

/**
 * The room's responses over its own SQLite storage. Every function here is synchronous and is
 * called inside one `transactionSync`, so a capacity check and the write it guards can never
 * be interleaved with another request.
 */

/** An hour of the room's clocks: offers, reminders (tests shorten it: worker/lib/config.ts `hourMs`). */
export const HOUR_MS = 3_600_000;

/** What filling freed seats did: who got a seat at once, who was offered one. */
export interface Filled {
  promoted: string[];
  offered: string[];
}

export class RoomStore {
  /** Channels (push subscriptions, mail addresses) live and die with their responses. */
  readonly notices: Notices;
  readonly pushes: PushQueue;
  readonly reminders: Reminders;
  /** Personal links and remembered replies live and die with their responses too. */
  readonly links: ResponseLinks;
  readonly replies: RememberedReplies;

  constructor(
    private readonly sql: SqlStorage,
    private readonly eventId: string,
    private readonly hourMs = HOUR_MS,
  ) {
    this.notices = new Notices(sql);
    this.pushes = this.notices.pushes;
    this.reminders = new Reminders(sql, this.notices);
    this.links = new ResponseLinks(sql);
    this.replies = new RememberedReplies(sql);
  }

  countByStatus(status: ResponseStatus): number {
    return this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM responses WHERE status = ?", status)
      .one().n;
  }

  /**
   * The seats responses of a status stand for: one for the person and one per guest. Attending
   * ones hold theirs, open offers hold theirs until answered, and waiting ones ask for theirs.
   */
  seatsIn(status: "attending" | "offered" | "waiting"): number {
    return this.sql
      .exec<{ n: number }>(
        "SELECT coalesce(sum(1 + guests), 0) AS n FROM responses WHERE status = ?",
        status,
      )
      .one().n;
  }

  seatCounts(config: RoomConfig): SeatCounts {
    return {
      max_participants: config.max_participants,
      attending_count: this.countByStatus("attending"),
      attending_seats: this.seatsIn("attending"),
      offered_seats: this.seatsIn("offered"),
      waiting_count: this.countByStatus("waiting"),
    };
  }

  /** When the next open offer lapses (epoch ms), or null when none is open. */
  nextOfferExpiry(): number | null {
    return this.sql
      .exec<{ at: number | null }>(
        "SELECT min(offer_expires_at) AS at FROM responses WHERE status = 'offered'",
      )
      .one().at;
  }

  /**
   * Whether a party of `seats` gets in now: nobody waits (they come first) and all its seats
   * are free. `leaving` seats are the asker's own, given up by the change being decided.
   */
  fits(config: RoomConfig, seats: number, leaving = 0): boolean {
    const counts = this.seatCounts(config);
    return fitsNow({ ...counts, attending_seats: (counts.attending_seats ?? 0) - leaving }, seats);
  }

  byId(id: string): StoredResponse | undefined {
    return this.sql.exec<StoredResponse>("SELECT * FROM responses WHERE id = ?", id).toArray()[0];
  }

  byNameKey(nameKey: string): StoredResponse[] {
    return this.sql
      .exec<StoredResponse>("SELECT * FROM responses WHERE name_key = ? ORDER BY seq", nameKey)
      .toArray();
  }

  nameTaken(nameKey: string, exceptId?: string): boolean {
    return this.byNameKey(nameKey).some((row) => row.id !== exceptId);
  }

  /** 1-based place in the waiting list, or null when not waiting. */
  waitingPosition(row: StoredResponse): number | null {
    if (row.status !== "waiting" || row.queue_seq === null) return null;
    return this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM responses WHERE status = 'waiting' AND queue_seq <= ?",
        row.queue_seq,
      )
      .one().n;
  }

  /** The next number of the room's single counter: acceptance order and queue order. */
  nextSeq(): number {
    const row = this.sql
      .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'seq'")
      .toArray()[0];
    const next = (row ? Number(row.value) : 0) + 1;
    this.sql.exec("INSERT OR REPLACE INTO room_meta (key, value) VALUES ('seq', ?)", String(next));
    return next;
  }

  insert(row: StoredResponse): StoredResponse {
    this.sql.exec(
      `INSERT INTO responses (id, seq, queue_seq, name, name_key, password_hash, status, message,
         guests, offer_expires_at, offer_lapsed_at, created_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
      row.id,
      row.seq,
      row.queue_seq,
      row.name,
      row.name_key,
      row.password_hash,
      row.status,
      row.message,
      row.guests,
      row.offer_expires_at,
      row.created_at,
      row.updated_at,
      row.version,
    );
    this.enqueueMirror(row, false);
    return row;
  }

  /**
   * Saves a change; an offer's deadline goes with the offer, and the mark of a lapsed offer
   * with the status it was left in (unless the change sets it: the lapse itself), and so does
   * an answer to the reminder ('참석 유지' was said of attending).
   */
  update(row: StoredResponse, changes: Partial<StoredResponse>, now: string): StoredResponse {
    const next: StoredResponse = { ...row, ...changes, updated_at: now, version: row.version + 1 };
    if (next.status !== "offered") next.offer_expires_at = null;
    if (next.status !== row.status) {
      next.offer_lapsed_at = changes.offer_lapsed_at ?? null;
      next.confirmed_at = null;
    }
    this.sql.exec(
      `UPDATE responses SET queue_seq = ?, name = ?, name_key = ?, status = ?, message = ?,
         guests = ?, offer_expires_at = ?, offer_lapsed_at = ?, confirmed_at = ?, password_hash = ?,
         updated_at = ?, version = ?
       WHERE id = ?`,
      next.queue_seq,
      next.name,
      next.name_key,
      next.status,
      next.message,
      next.guests,
      next.offer_expires_at,
      next.offer_lapsed_at,
      next.confirmed_at,
      next.password_hash,
      next.updated_at,
      next.version,
      row.id,
    );
    this.enqueueMirror(next, false);
    return next;
  }

  remove(row: StoredResponse, now: string): void {
    this.sql.exec("DELETE FROM responses WHERE id = ?", row.id);
    this.sql.exec("DELETE FROM guesses WHERE response_id = ?", row.id);
    this.sql.exec("DELETE FROM guess_passes WHERE response_id = ?", row.id);
    this.links.drop(row.id);
    this.notices.forget(row.id);
    this.enqueueMirror({ ...row, updated_at: now, version: row.version + 1 }, true);
  }

  /**
   * Fills free seats from the head of the waiting list, as ./queue-policy.ts decides: who gets
   * in (strict queue order, parties whole) and whether as an offer or a seat. Called after every
   * change that can free a seat. Each response with notifications on is told.
   */
  fillFreedSeats(config: RoomConfig, now: number): Filled {
    const filled: Filled = { promoted: [], offered: [] };
    const held = this.seatsIn("attending") + this.seatsIn("offered");
    const rules = queueRules(config, this.hourMs, now);
    const limit = queueHeadToRead(held, rules.max);
    const head = this.sql
      .exec<StoredResponse>(
        `SELECT * FROM responses WHERE status = 'waiting' ORDER BY queue_seq${limit === null ? "" : " LIMIT ?"}`,
        ...(limit === null ? [] : [limit]),
      )
      .toArray();
    const byId = new Map(head.map((row) => [row.id, row]));
    const queue = head.map((row) => ({ id: row.id, seats: seatsOf(row) }));
    const nowIso = new Date(now).toISOString();
    for (const { id, offerUntil } of fillFromQueue(queue, held, rules)) {
      const next = byId.get(id) as StoredResponse;
      if (offerUntil === null) {
        this.seat(config, next, now);
        filled.promoted.push(next.name);
        continue;
      }
      // The offer keeps its place in the queue (queue_seq) should it be withdrawn.
      const offered = this.update(
        next,
        { status: "offered", offer_expires_at: offerUntil },
        nowIso,
      );
      const told = this.notices.notify(
        config,
        offered.id,
        offeredNotice(config, offered, offerUntil),
        now,
      );
      this.notices.offerTold(offered.id, told);
      filled.offered.push(next.name);
    }
    return filled;
  }

  /** Gives a waiting or offered response its seats, and tells it. */
  seat(config: RoomConfig, row: StoredResponse, now: number): StoredResponse {
    const seated = this.update(
      row,
      { status: "attending", queue_seq: null },
      new Date(now).toISOString(),
    );
    this.notices.notify(config, seated.id, promotedNotice(config, seated.id, seated.version), now);
    return seated;
  }

  /** Open offers, first in the queue first. */
  openOffers(): StoredResponse[] {
    return this.sql
      .exec<StoredResponse>("SELECT * FROM responses WHERE status = 'offered' ORDER BY queue_seq")
      .toArray();
  }

  /**
   * Offers whose time is up become not attending, marked as lapsed (they leave the queue; asking
   * to attend again queues them at its end), and their seats go to the next in order. Returns
   * who lapsed.
   */
  lapseOffers(config: RoomConfig, now: number): { lapsed: string[] } & Filled {
    const lapsed = this.sql
      .exec<StoredResponse>(
        "SELECT * FROM responses WHERE status = 'offered' AND offer_expires_at <= ? ORDER BY queue_seq",
        now,
      )
      .toArray();
    const nowIso = new Date(now).toISOString();
    for (const row of lapsed) {
      const gone = this.update(
        row,
        { status: "not_attending", queue_seq: null, offer_lapsed_at: now },
        nowIso,
      );
      this.notices.notify(config, gone.id, lapsedNotice(config, gone.id, gone.version), now);
    }
    const filled =
      lapsed.length > 0 ? this.fillFreedSeats(config, now) : { promoted: [], offered: [] };
    return { lapsed: lapsed.map((row) => row.name), ...filled };
  }

  /** Open offers end by `closeAt` at the latest (the deadline moved earlier). */
  capOffers(closeAt: number): void {
    this.sql.exec(
      "UPDATE responses SET offer_expires_at = ? WHERE status = 'offered' AND offer_expires_at > ?",
      closeAt,
      closeAt,
    );
  }

  /**
   * An offer taken back because the seats it held are gone (the maximum was lowered): the
   * response waits again at its place in the queue, which it never left.
   */
  withdrawOffer(config: RoomConfig, row: StoredResponse, now: number): void {
    const back = this.update(row, { status: "waiting" }, new Date(now).toISOString());
    this.notices.notify(config, back.id, withdrawnNotice(config, back.id, back.version), now);
  }

  private enqueueMirror(row: StoredResponse, deleted: boolean): void {
    const mirror: MirrorRow = {
      id: row.id,
      event_id: this.eventId,
      name: row.name,
      name_key: row.name_key,
      status: row.status,
      message: row.message,
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: row.version,
      deleted,
    };
    this.sql.exec("INSERT INTO outbox (payload) VALUES (?)", JSON.stringify(mirror));
  }
}
