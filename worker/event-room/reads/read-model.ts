import type { OfferNotice } from "#contract/notify";
import { closedReason } from "#contract/response-rules";
import type {
  ResponseAdmin,
  ResponseAtDoor,
  ResponsesAdmin,
  ResponsesAtDoor,
} from "#contract/responses";
import type { EventStats } from "#contract/stats";
import { zoneName } from "#contract/time-zones";
import { lastAnnouncement } from "../commands/announcements";
import { Notices } from "../outbox/notices";
import { keptStats } from "../store/erasure";
import { PasswordAttempts } from "../store/password-attempts";
import { LIST_ORDER, toResponsePublic } from "../store/response-rows";
import { ResponseStore } from "../store/response-store";
import { answersOf } from "../store/stored-answers";
import type { RoomConfig, StoredResponse } from "../store/types";
import { viewForInvitees } from "./guest-list";

type AdminRow = StoredResponse & {
  offer_notice: OfferNotice | null;
  reminder_notice: OfferNotice | null;
};

/**
 * Whose view of the responses: the organisers' whole rows, or the door's (a door keeper, role
 * `checkin`: worker/services/event-access.ts `responseView`).
 */
export type ResponseView = "organiser" | "door";

/** At most this many responses ride along in an organiser's live message. */
const MAX_LIVE_RESPONSES = 1000;

/**
 * What the room shows: the public snapshot (as the event's guest list lets invitees see it) (serialised once per revision, and again only when
 * the deadline passes, which closes responses without a write), the organiser's pages and the
 * counts. Reads only; the room's core (../core/room-core.ts) says which revision is current.
 */
export class RoomReadModel {
  private snapshotCache: { revision: number; closed: boolean; json: string } | null = null;

  constructor(private readonly sql: SqlStorage) {}

  /** `remindAt`: when the event's reminder goes out (../outbox/reminders.ts `reminderTime`), or null. */
  snapshot(config: RoomConfig, revision: number, now: number, remindAt: number | null) {
    const closed = closedReason(config, now) !== null;
    const cache = this.snapshotCache;
    if (cache?.revision === revision && cache.closed === closed) return cache;
    const responses = this.sql
      .exec<StoredResponse>(`SELECT * FROM responses ${LIST_ORDER}`)
      .toArray()
      .map(toResponsePublic);
    const { config_version: _version, ...details } = config;
    const store = new ResponseStore(this.sql, config.id);
    const view = viewForInvitees({
      ...details,
      time_zone_name: zoneName(details.time_zone),
      reminder_at: remindAt === null ? null : new Date(remindAt).toISOString(),
      responses,
      attending_count: store.countByStatus("attending"),
      attending_seats: store.seatsIn("attending"),
      waiting_count: store.countByStatus("waiting"),
      waiting_seats: store.seatsIn("waiting"),
      offered_count: store.countByStatus("offered"),
      offered_seats: store.seatsIn("offered"),
      total_responses: responses.length,
      is_closed: closed,
      announcement: lastAnnouncement(this.sql),
      revision,
    });
    this.snapshotCache = { revision, closed, json: JSON.stringify(view) };
    return this.snapshotCache;
  }

  /** Drops the serialised snapshot (the room was emptied). */
  forget(): void {
    this.snapshotCache = null;
  }

  /**
   * The organiser's page of responses, with the wrong passwords each met today, and each one's
   * one-tap reply to the reminder whose time is `remindAt` (a reminder for another time is not it).
   */
  responsesPage(
    skip: number,
    limit: number,
    now: number,
    remindAt: number | null,
    view: ResponseView = "organiser",
  ): ResponsesAdmin | ResponsesAtDoor {
    const rows = this.sql
      .exec<AdminRow>(`SELECT * FROM responses ${LIST_ORDER} LIMIT ? OFFSET ?`, limit, skip)
      .toArray();
    const count = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM responses").one().n;
    return { data: this.inView(rows, now, remindAt, view), count };
  }

  /** One response as the caller's list shows it (a check-in's reply), if it exists. */
  responseFor(
    id: string,
    now: number,
    remindAt: number | null,
    view: ResponseView,
  ): ResponseAdmin | ResponseAtDoor | undefined {
    const rows = this.sql.exec<AdminRow>("SELECT * FROM responses WHERE id = ?", id).toArray();
    return this.inView(rows, now, remindAt, view)[0];
  }

  private inView(rows: AdminRow[], now: number, remindAt: number | null, view: ResponseView) {
    return view === "door" ? rows.map(atTheDoor) : this.toAdmin(rows, now, remindAt);
  }

  private toAdmin(rows: AdminRow[], now: number, remindAt: number | null): ResponseAdmin[] {
    const wrong = new PasswordAttempts(this.sql).wrongToday(now);
    const notices = new Notices(this.sql);
    const mailed = notices.mails.verifiedIds();
    const pushed = notices.pushes.subscribedIds();
    const refused = notices.mails.refusedIds();
    const held = notices.mails.heldIds(now);
    return rows.map((row) => ({
      ...toResponsePublic(row),
      wrong_passwords_today: wrong.get(row.id) ?? 0,
      channels: [
        ...(mailed.has(row.id) ? (["email"] as const) : []),
        ...(pushed.has(row.id) ? (["push"] as const) : []),
      ],
      email_problem: refused.has(row.id) ? "refused" : held.has(row.id) ? "held" : null,
      offer_notice: row.status === "offered" ? (row.offer_notice ?? "none") : null,
      ...reminderReply(row, remindAt),
      answers: answersOf(row),
      // Organisers' eyes only: no invitee's view is built from these fields (../store/response-rows.ts).
      checked_in_at: row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString(),
      checked_in_by: row.checked_in_by,
    }));
  }

  /** People checked in, guests included, of those attending: the door's count. */
  checkedInSeats(): number {
    return this.sql
      .exec<{ n: number }>(
        "SELECT coalesce(sum(1 + guests), 0) AS n FROM responses WHERE status = 'attending' AND checked_in_at IS NOT NULL",
      )
      .one().n;
  }

  /** The counts now; once the responses were erased, the counts kept at that moment. */
  stats(): EventStats {
    const kept = keptStats(this.sql);
    if (kept) return kept;
    const counts = { attending: 0, waiting: 0, offered: 0, maybe: 0, not_attending: 0 };
    const seats = { attending: 0, offered: 0, waiting: 0 };
    for (const row of this.sql
      .exec<{ status: keyof typeof counts; n: number; seats: number }>(
        "SELECT status, count(*) AS n, sum(1 + guests) AS seats FROM responses GROUP BY status",
      )
      .toArray()) {
      counts[row.status] = row.n;
      if (row.status in seats) seats[row.status as keyof typeof seats] = row.seats;
    }
    return {
      total_responses: Object.values(counts).reduce((sum, n) => sum + n, 0),
      attending_count: counts.attending,
      attending_seats: seats.attending,
      waiting_count: counts.waiting,
      waiting_seats: seats.waiting,
      offered_count: counts.offered,
      offered_seats: seats.offered,
      maybe_count: counts.maybe,
      not_attending_count: counts.not_attending,
      checked_in_count: this.checkedInSeats(),
    };
  }

  organiserMessage(
    revision: number,
    remindAt: number | null,
    view: ResponseView,
    now: number,
  ): string {
    return JSON.stringify({
      type: "organiser",
      revision,
      responses: this.responsesPage(0, MAX_LIVE_RESPONSES, now, remindAt, view),
      stats: this.stats(),
    });
  }
}

/** What the door needs of a response, and nothing more (contract/responses.ts `ResponseAtDoor`). */
const atTheDoor = (row: StoredResponse): ResponseAtDoor => ({
  id: row.id,
  name: row.name,
  status: row.status,
  guests: row.guests,
  created_at: row.created_at,
  checked_in_at: row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString(),
  checked_in_by: row.checked_in_by,
});

/**
 * A response's reminder and its '참석 유지', when it was reminded for the reminder that stands.
 * What was sent stays whatever the response did since: one that left ('못 가요' or otherwise)
 * was still reminded, and its '참석 유지' went with its attending (../store/response-store.ts).
 */
function reminderReply(
  row: StoredResponse & { reminder_notice: OfferNotice | null },
  remindAt: number | null,
) {
  const reminded = remindAt !== null && row.reminded_for === remindAt;
  return {
    reminder: reminded ? (row.reminder_notice ?? "none") : null,
    confirmed_at:
      reminded && row.confirmed_at !== null ? new Date(row.confirmed_at).toISOString() : null,
  };
}
