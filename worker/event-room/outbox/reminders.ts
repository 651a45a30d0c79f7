import type { RoomConfig } from "../store/types";
import type { Notices } from "./notices";
import { reminderNotice } from "./room-notices";

/**
 * The event's reminder (decision 0026): at `event_date - reminder_hours`, every
 * attending response that can be told gets it once, asking '참석 유지' or '못 가요'. The rule is
 * one sweep, run after every change of the room and by its alarm: while the reminder's time has
 * come and the event has not begun, every attending response not yet reminded for that time is
 * reminded now. So a reminder saved or moved into the past goes out at once, a moved date
 * re-arms it (a new time), and someone who joins or is promoted later is reminded at once.
 * Queueing the notice and recording the time it was sent for are one transaction, so a restart
 * can never come between them, and the outboxes queue a notice's key once.
 */

/** When the event's reminder goes out (epoch ms), or null: it has none. */
export function reminderTime(config: RoomConfig, hourMs: number): number | null {
  if (config.reminder_hours === null) return null;
  return Date.parse(config.event_date) - config.reminder_hours * hourMs;
}

/** The reminder's time when reminders are due now (it has come, the event has not begun). */
export function dueReminder(config: RoomConfig, hourMs: number, now: number): number | null {
  const at = reminderTime(config, hourMs);
  return at !== null && at <= now && now < Date.parse(config.event_date) ? at : null;
}

/** The reminders over the room's SQLite: synchronous, inside the room's transactions. */
export class Reminders {
  constructor(
    private readonly sql: SqlStorage,
    private readonly notices: Notices,
  ) {}

  /** Whether an attending response is still to be reminded for `remindAt` (no writes). */
  anyoneToRemind(remindAt: number): boolean {
    return (
      this.sql
        .exec<{ n: number }>(
          "SELECT count(*) AS n FROM responses WHERE status = 'attending' AND reminded_for IS NOT ?",
          remindAt,
        )
        .one().n > 0
    );
  }

  /**
   * Reminds every attending response not yet reminded for `remindAt`, on every channel it has,
   * and records it: `pending` when a channel took the notice (the couriers settle it to
   * delivered or failed), `none` when none could. A new reminder asks afresh: an earlier
   * '참석 유지' no longer stands. How many were reminded.
   */
  remind(config: RoomConfig, remindAt: number, now: number): number {
    const due = this.sql
      .exec<{ id: string }>(
        "SELECT id FROM responses WHERE status = 'attending' AND reminded_for IS NOT ? ORDER BY seq",
        remindAt,
      )
      .toArray();
    for (const { id } of due) {
      const told = this.notices.notify(id, reminderNotice(config, id, remindAt), now);
      this.sql.exec(
        "UPDATE responses SET reminded_for = ?, reminder_notice = ?, confirmed_at = NULL WHERE id = ?",
        remindAt,
        told ? "pending" : "none",
        id,
      );
    }
    return due.length;
  }

  /**
   * A response that had no channel when it was reminded just got one (an address verified, a
   * browser subscribed): the next sweep reminds it again, now that it can be told.
   */
  remindWhenReachable(responseId: string): void {
    this.sql.exec(
      "UPDATE responses SET reminded_for = NULL WHERE id = ? AND reminder_notice = 'none'",
      responseId,
    );
  }

  /** '참석 유지': the reminder's one-tap reply, kept on the response until its status changes. */
  confirm(responseId: string, now: number): void {
    this.sql.exec("UPDATE responses SET confirmed_at = ? WHERE id = ?", now, responseId);
  }
}
