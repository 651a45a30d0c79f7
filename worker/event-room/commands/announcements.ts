import type { Announcement } from "#contract/public-view";
import type { AnnouncementState } from "#contract/push";
import { announcementNotice } from "../outbox/room-notices";
import { readMeta, writeMeta } from "../store/room-schema";
import type { RoomConfig } from "../store/types";
import type { Outcome } from "./outcome";
import { refuse } from "./refusals";
import type { RoomTransaction } from "./room-transaction";

/**
 * The organiser's announcements, and their corrections (decision 0020). Commands like the
 * others (./outcome.ts): each runs inside the room's one transaction and says whether it
 * changed anything.
 */

/** How long after an announcement the next may go: pushes are interruptions. */
export const ANNOUNCEMENT_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Corrections an announcement may get within its ten minutes. Each is mailed as well as
 * pushed, and mails do not replace each other as notifications do: without a bound,
 * "correcting" would send a new message every few seconds past the one-per-ten-minutes rule.
 */
export const ANNOUNCEMENT_CORRECTIONS = 3;

/** As kept in the room's meta: the announcement, and how often it was corrected. */
type Stored = Announcement & { corrections?: number };

function stored(sql: SqlStorage): Stored | null {
  const json = readMeta(sql, "announcement");
  return json ? (JSON.parse(json) as Stored) : null;
}

export function lastAnnouncement(sql: SqlStorage): Announcement | null {
  const last = stored(sql);
  // Kept before corrections existed: never edited.
  return (
    last && { message: last.message, sent_at: last.sent_at, edited_at: last.edited_at ?? null }
  );
}

/** Seconds until the next announcement may be sent (0: now); the last one's window. */
export function announcementWait(sql: SqlStorage, now: number): number {
  const last = lastAnnouncement(sql);
  if (!last) return 0;
  const wait = Date.parse(last.sent_at) + ANNOUNCEMENT_INTERVAL_MS - now;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** Corrections the last announcement may still get: none once its window is over. */
export function correctionsLeft(sql: SqlStorage, now: number): number {
  const last = stored(sql);
  if (!last || announcementWait(sql, now) === 0) return 0;
  return Math.max(0, ANNOUNCEMENT_CORRECTIONS - (last.corrections ?? 0));
}

/** The organiser's announcement page: the last one, who would get the next, and when. */
export function announcementState({ notices, sql, now }: RoomTransaction): AnnouncementState {
  return {
    latest: lastAnnouncement(sql),
    subscribers: notices.reachable(),
    retry_after_seconds: announcementWait(sql, now),
    corrections_left: correctionsLeft(sql, now),
  };
}

/**
 * The organiser's announcement: kept as the event's latest (the invite page shows it) and
 * told to every response with a channel. One per ANNOUNCEMENT_INTERVAL_MS.
 */
export function announce(
  { notices, sql, now }: RoomTransaction,
  config: RoomConfig,
  message: string,
): Outcome<{ announcement: Announcement; sent_to: number }> {
  const wait = announcementWait(sql, now);
  if (wait > 0) return refuse("too_many_announcements", wait);
  const announcement = { message, sent_at: new Date(now).toISOString(), edited_at: null };
  writeMeta(sql, "announcement", JSON.stringify({ ...announcement, corrections: 0 }));
  const sentTo = notices.notifyAll(announcementNotice(config, message, now), now);
  return { ok: true, changed: true, value: { announcement, sent_to: sentTo } };
}

/**
 * A correction of the last announcement within its window: its words replaced in place,
 * marked edited, its `sent_at` and so its window unchanged (it is no new announcement). Told
 * to everyone again under the announcement's own tag, so a browser replaces the notification
 * it showed (../outbox/notices.ts `correctAll`).
 */
export function correctAnnouncement(
  { notices, sql, now }: RoomTransaction,
  config: RoomConfig,
  message: string,
): Outcome<{ announcement: Announcement; sent_to: number }> {
  const last = stored(sql);
  if (!last || correctionsLeft(sql, now) === 0) return refuse("announcement_not_correctable");
  const corrections = (last.corrections ?? 0) + 1;
  const announcement = { message, sent_at: last.sent_at, edited_at: new Date(now).toISOString() };
  writeMeta(sql, "announcement", JSON.stringify({ ...announcement, corrections }));
  const notice = announcementNotice(config, message, Date.parse(last.sent_at), true);
  const sentTo = notices.correctAll(notice, now);
  return { ok: true, changed: true, value: { announcement, sent_to: sentTo } };
}
