import type { Question } from "#contract/questions";
import type { ResponseStatus, SeatCounts } from "#contract/response-rules";
import { RememberedReplies } from "./remembered-replies";
import { ResponseLinks } from "./response-links";
import { SpentMailLinks } from "./spent-mail-links";
import { restateAnswers } from "./stored-answers";
import type { MirrorRow, RoomConfig, StoredResponse } from "./types";

/**
 * The room's responses over its own SQLite storage (./room-schema.ts): reads and writes only,
 * of the responses and of what lives and dies with them (personal links, remembered replies,
 * spent mail links), and each change's row for the D1 mirror. Who is seated, offered, taken
 * back or lapsed is decided by ../policy/queue-policy.ts, what a change means by
 * ../policy/change-policy.ts, and ../commands/seating.ts applies them; telling people is
 * ../outbox/'s. Every function here is synchronous and is called inside one `transactionSync`,
 * so a capacity check and the write it guards can never be interleaved with another request.
 */
export class ResponseStore {
  /** Personal links, remembered replies and spent mail links live and die with their responses. */
  readonly links: ResponseLinks;
  readonly spentMailLinks: SpentMailLinks;
  readonly replies: RememberedReplies;

  constructor(
    private readonly sql: SqlStorage,
    private readonly eventId: string,
  ) {
    this.links = new ResponseLinks(sql);
    this.spentMailLinks = new SpentMailLinks(sql);
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

  /** Seats nobody in the queue may take: attending, and held by open offers. */
  heldSeats(): number {
    return this.seatsIn("attending") + this.seatsIn("offered");
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
         guests, offer_expires_at, offer_lapsed_at, answers, created_at, updated_at, version,
         language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
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
      row.answers,
      row.created_at,
      row.updated_at,
      row.version,
      row.language,
    );
    this.enqueueMirror(row, false);
    return row;
  }

  /**
   * Saves a change; an offer's deadline goes with the offer, and the mark of a lapsed offer
   * with the status it was left in (unless the change sets it: the lapse itself), and so does
   * a one-tap reply to the reminder ('참석 유지' was said of attending).
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
         answers = ?, updated_at = ?, version = ?, language = ?
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
      next.answers,
      next.updated_at,
      next.version,
      next.language,
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
    this.spentMailLinks.drop(row.id);
    this.enqueueMirror({ ...row, updated_at: now, version: row.version + 1 }, true);
  }

  /**
   * After the questions changed: answers to questions no longer asked go, a renamed choice's
   * follow it (./stored-answers.ts).
   */
  restateAnswers(before: readonly Question[], after: readonly Question[]): void {
    restateAnswers(this.sql, before, after);
  }

  /** Open offers, first in the queue first. */
  openOffers(): StoredResponse[] {
    return this.sql
      .exec<StoredResponse>("SELECT * FROM responses WHERE status = 'offered' ORDER BY queue_seq")
      .toArray();
  }

  /** The head of the waiting list, first in line first: `limit` of them, or all (null). */
  queueHead(limit: number | null): StoredResponse[] {
    return this.sql
      .exec<StoredResponse>(
        `SELECT * FROM responses WHERE status = 'waiting' ORDER BY queue_seq${limit === null ? "" : " LIMIT ?"}`,
        ...(limit === null ? [] : [limit]),
      )
      .toArray();
  }

  /**
   * Open offers end at `at` instead (the deadline moved earlier). Only the end moves: the
   * offer is the same one, so no new version.
   */
  endOffersBy(ids: string[], at: number): void {
    for (const id of ids) {
      this.sql.exec("UPDATE responses SET offer_expires_at = ? WHERE id = ?", at, id);
    }
  }

  /**
   * Checks a response in (at, by, byId) or undoes it (nulls). Its own version, so the D1
   * mirror's versioned upsert takes it; not a change of the response (`updated_at` stays).
   */
  setCheckIn(
    row: StoredResponse,
    checkIn: Pick<StoredResponse, "checked_in_at" | "checked_in_by" | "checked_in_by_id">,
  ): StoredResponse {
    const next: StoredResponse = { ...row, ...checkIn, version: row.version + 1 };
    this.sql.exec(
      "UPDATE responses SET checked_in_at = ?, checked_in_by = ?, checked_in_by_id = ?, version = ? WHERE id = ?",
      next.checked_in_at,
      next.checked_in_by,
      next.checked_in_by_id,
      next.version,
      row.id,
    );
    this.enqueueMirror(next, false);
    return next;
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
      checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    };
    this.sql.exec("INSERT INTO outbox (payload) VALUES (?)", JSON.stringify(mirror));
  }
}
