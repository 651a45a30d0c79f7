import { changed, type Outcome } from "../commands/outcome";
import { refuse } from "../commands/refusals";
import type { RoomTransaction } from "../commands/room-transaction";
import { queueLogEntry } from "../store/event-log";
import type { StoredResponse } from "../store/types";

/**
 * Checking people in at the door (decision 0043): the room's rules. Run inside the
 * room's one transaction, so two door phones on one response are served one after the other:
 * the first checks in, the second is told it already was. Each change writes the row, its
 * mirror entry and its log entry together, or nothing.
 */

/** Who is at the door: a host's account and their label (full name, else address). */
export interface DoorActor {
  id: string;
  label: string;
}

export interface CheckInDone {
  responseId: string;
  /** False when this call checked it in; true when it already was (nothing changed). */
  already: boolean;
}

export interface CheckInUndoneDone {
  responseId: string;
  /** False when there was no check-in to undo (nothing changed). */
  was: boolean;
}

/**
 * Checks a response in, with its whole party (1 + guests). Only an attending one: a second
 * check-in changes nothing, and the reply gives the first one's time and who.
 */
export function checkIn(
  { store, sql, now }: RoomTransaction,
  eventId: string,
  row: StoredResponse | undefined,
  actor: DoorActor,
): Outcome<CheckInDone> {
  if (!row) return refuse("response_not_found");
  if (row.status !== "attending") return refuse("response_not_attending");
  if (row.checked_in_at !== null) {
    return { ok: true, changed: false, value: { responseId: row.id, already: true } };
  }
  store.setCheckIn(row, {
    checked_in_at: now,
    checked_in_by: actor.label,
    checked_in_by_id: actor.id,
  });
  log(sql, eventId, row, actor, "checked_in", now);
  return changed({ responseId: row.id, already: false });
}

/**
 * Undoes a check-in, whatever the response's status now (a check-in stays on a response that
 * left attending, and can still be undone there).
 */
export function undoCheckIn(
  { store, sql, now }: RoomTransaction,
  eventId: string,
  row: StoredResponse | undefined,
  actor: DoorActor,
): Outcome<CheckInUndoneDone> {
  if (!row) return refuse("response_not_found");
  if (row.checked_in_at === null) {
    return { ok: true, changed: false, value: { responseId: row.id, was: false } };
  }
  store.setCheckIn(row, { checked_in_at: null, checked_in_by: null, checked_in_by_id: null });
  log(sql, eventId, row, actor, "check_in_undone", now);
  return changed({ responseId: row.id, was: true });
}

const log = (
  sql: SqlStorage,
  eventId: string,
  row: StoredResponse,
  actor: DoorActor,
  kind: "checked_in" | "check_in_undone",
  now: number,
) =>
  queueLogEntry(sql, {
    id: crypto.randomUUID(),
    event_id: eventId,
    at: new Date(now).toISOString(),
    actor_id: actor.id,
    actor: actor.label,
    kind,
    subject: row.name,
  });
