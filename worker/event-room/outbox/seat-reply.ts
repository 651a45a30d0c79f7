import type { OneTapLinks } from "../../mail/one-tap-links";
import type { RoomConfig } from "../store/types";
import type { NoticeKind, StoredNotice } from "./room-notices";

/**
 * The notices whose mail and push offer '못 가요' to a recipient who holds a seat: a promotion (the seat
 * is new to them) and a change of date or place (the seat may no longer suit them).
 */
const OFFERED_WITH: ReadonlySet<NoticeKind> = new Set(["promoted", "changed"]);

/**
 * The seat holder's '못 가요' of one mail or push, decided when it is made (decision 0062): only
 * while its recipient is attending and the event has not begun, bound to the response's version
 * then, so that any later change of the response (by its holder, the organiser or this very
 * link) leaves the link nothing to undo. Decided at sending rather than at queueing: a change
 * notice waits for its slot (./notices.ts) and goes to every verified address alike, and
 * whoever holds a seat by the time it goes is who may give one back.
 */
export function seatReply(
  sql: SqlStorage,
  mail: { response_id: string | null; notice: string },
  config: RoomConfig | null,
  now: number,
): OneTapLinks | undefined {
  const { kind } = JSON.parse(mail.notice) as StoredNotice;
  if (!config || mail.response_id === null || kind === undefined || !OFFERED_WITH.has(kind))
    return undefined;
  const until = Date.parse(config.event_date);
  if (now >= until) return undefined;
  const [row] = sql
    .exec<{ status: string; version: number }>(
      "SELECT status, version FROM responses WHERE id = ?",
      mail.response_id,
    )
    .toArray();
  if (row?.status !== "attending") return undefined;
  return { event_id: config.id, binds: row.version, until, actions: ["leave"] };
}
