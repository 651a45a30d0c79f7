import { type SeatCounts, seatsTaken } from "#contract/response-rules";
import type { HostFact } from "../outbox/host-facts";
import { readMeta, writeMeta } from "../store/room-schema";
import type { StoredResponse } from "../store/types";

const ORIGIN = "hosts_origin";

/** A recorded fact, with when and for which response (to erase with it). */
export type FedFact = { seq: number; at: number; response_id: string | null; fact: HostFact };

/**
 * The room's record of what its hosts are to hear (./host-facts.ts), over its SQLite: written
 * in the transaction of the change it tells of, so nothing done is lost and nothing is told
 * twice (./host-telling.ts tells it, and moves the cursors in the transaction that queues the
 * notices). Only invitees' own doings and what follows from them: the hosts' doings are theirs.
 */
export class HostFeed {
  constructor(private readonly sql: SqlStorage) {}

  /** A new answer; `origin`, the site it came by, is where the hosts' mails link to. */
  answered(row: StoredResponse, now: number, origin: string): void {
    const { name, status, guests } = row;
    this.record(row.id, { kind: "answered", name, status, guests }, now);
    if (origin && readMeta(this.sql, ORIGIN) !== origin) writeMeta(this.sql, ORIGIN, origin);
  }

  /** The site the last answer came by (empty: none yet). */
  origin(): string {
    return readMeta(this.sql, ORIGIN) ?? "";
  }

  /** A change by the invitee: told when its status or its guests moved. */
  changed(before: StoredResponse, after: StoredResponse, now: number): void {
    if (before.status === "offered" && after.status === "not_attending") {
      this.record(after.id, { kind: "offer_declined", name: after.name }, now);
      return;
    }
    if (before.status === after.status && before.guests === after.guests) return;
    const fact: HostFact = {
      kind: "changed",
      name: after.name,
      from: before.status,
      to: after.status,
      guests: after.guests,
    };
    this.record(after.id, fact, now);
  }

  /** Withdrawn; an erased response is told of without its name, and what named it goes. */
  cancelled(row: StoredResponse, erased: boolean, now: number): void {
    if (erased) this.sql.exec("DELETE FROM host_activity WHERE response_id = ?", row.id);
    const fact: HostFact = { kind: "cancelled", name: erased ? null : row.name, was: row.status };
    this.record(erased ? null : row.id, fact, now);
  }

  lapsed(row: StoredResponse, now: number): void {
    this.record(row.id, { kind: "offer_lapsed", name: row.name }, now);
  }

  cantGo(row: StoredResponse, now: number): void {
    this.record(row.id, { kind: "cant_go", name: row.name }, now);
  }

  /**
   * After every change: the last seat taken, or the queue emptied, since the last look. What
   * was seen is kept, so each turn is told once however many changes it took.
   */
  watchSeats(counts: SeatCounts, now: number): void {
    const max = counts.max_participants;
    const full = max !== null && seatsTaken(counts) >= max;
    const wasFull = readMeta(this.sql, "hosts_seen_full") === "1";
    if (full !== wasFull) writeMeta(this.sql, "hosts_seen_full", full ? "1" : "0");
    if (full && !wasFull) this.record(null, { kind: "full" }, now);
    const waiting = counts.waiting_count;
    const waited = Number(readMeta(this.sql, "hosts_seen_waiting") ?? 0);
    if (waiting !== waited) writeMeta(this.sql, "hosts_seen_waiting", String(waiting));
    if (waiting === 0 && waited > 0) this.record(null, { kind: "queue_empty" }, now);
  }

  /** The facts after `seq`, up to `upto`, oldest first. */
  between(after: number, upto: number): FedFact[] {
    return this.sql
      .exec<{ seq: number; at: number; response_id: string | null; fact: string }>(
        "SELECT seq, at, response_id, fact FROM host_activity WHERE seq > ? AND seq <= ? ORDER BY seq",
        after,
        upto,
      )
      .toArray()
      .map((row) => ({ ...row, fact: JSON.parse(row.fact) as HostFact }));
  }

  /** The first fact after `seq` (its time), or null. */
  firstAfter(seq: number): { seq: number; at: number } | null {
    return (
      this.sql
        .exec<{ seq: number; at: number }>(
          "SELECT seq, at FROM host_activity WHERE seq > ? ORDER BY seq LIMIT 1",
          seq,
        )
        .toArray()[0] ?? null
    );
  }

  /** The last fact recorded at or before `at` (its seq; 0: none). */
  lastUpTo(at: number): number {
    return (
      this.sql
        .exec<{ seq: number | null }>("SELECT max(seq) AS seq FROM host_activity WHERE at <= ?", at)
        .one().seq ?? 0
    );
  }

  lastSeq(): number {
    return (
      this.sql.exec<{ seq: number | null }>("SELECT max(seq) AS seq FROM host_activity").one()
        .seq ?? 0
    );
  }

  /** Facts every mode has told go. */
  prune(toldUpTo: number): void {
    this.sql.exec("DELETE FROM host_activity WHERE seq <= ?", toldUpTo);
  }

  private record(responseId: string | null, fact: HostFact, now: number): void {
    this.sql.exec(
      "INSERT INTO host_activity (at, response_id, fact) VALUES (?, ?, ?)",
      now,
      responseId,
      JSON.stringify(fact),
    );
  }
}
