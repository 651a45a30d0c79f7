import type { Language } from "#i18n/language";
import type { RoomNotice } from "./room-notices";

/**
 * The notices to the people running the event (../hosts/host-telling.ts), queued in the room's
 * own outboxes beside the invitees' and sent by the same couriers: no response of theirs is
 * here (`response_id` null), the account is the recipient, and its language words the notice.
 * Each key names the notice and the recipient (and a push, the browser's place among the
 * account's), so a notice is queued once.
 */

export type HostRecipientRow = { user_id: string; address: string; language: Language };

/** A mail to the account's address; no address link ties to one (`channel_at` 0). */
export function queueHostMail(
  sql: SqlStorage,
  host: HostRecipientRow,
  notice: RoomNotice,
  origin: string,
  now: number,
): void {
  sql.exec(
    `INSERT OR IGNORE INTO mail_outbox
       (change_key, response_id, recipient_id, channel_at, address, origin, notice, due_at,
        notice_id, source, language)
     VALUES (?, NULL, ?, 0, ?, ?, ?, ?, ?, NULL, ?)`,
    `${notice.tag}:host:${host.user_id}`,
    host.user_id,
    host.address,
    origin,
    JSON.stringify(notice),
    now,
    crypto.randomUUID(),
    host.language,
  );
}

/** A push to one of the account's browsers, `place` its place among them. */
export function queueHostPush(
  sql: SqlStorage,
  host: Pick<HostRecipientRow, "user_id" | "language">,
  browser: { endpoint: string; p256dh: string; auth: string },
  place: number,
  notice: RoomNotice,
  now: number,
): void {
  sql.exec(
    `INSERT OR IGNORE INTO push_outbox
       (change_key, response_id, endpoint, p256dh, auth, notice, due_at, notice_id, language)
     VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
    `${notice.tag}:host:${host.user_id}:${place}`,
    browser.endpoint,
    browser.p256dh,
    browser.auth,
    JSON.stringify(notice),
    now,
    crypto.randomUUID(),
    host.language,
  );
}

/** Whether a queued push is to one of the people running the event. */
export const isHostPush = (push: { response_id: string | null; change_key: string }) =>
  push.response_id === null && push.change_key.includes(":host:");
