import type { HostNoticeMode } from "#contract/host-notices";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#i18n/language";

/** A browser an account is pushed to. */
export type HostBrowser = { endpoint: string; p256dh: string; auth: string };

/** Someone to tell of an event: its owner or a manager, with their mode and channels. */
export type HostRecipient = {
  user_id: string;
  address: string;
  language: Language;
  mode: HostNoticeMode;
  browsers: HostBrowser[];
};

/**
 * The event's owner and managers with an active account, each with their mode for it (their
 * choice, else their account's default: decision 0067) and their browsers. Door keepers hear
 * nothing: the responses page a notice links to is not theirs to open.
 */
const RECIPIENTS = `
  SELECT u.id AS user_id, u.email AS address, u.language,
         coalesce(s.mode, u.host_notifications) AS mode
  FROM users u
  LEFT JOIN host_notice_settings s ON s.event_id = ?1 AND s.user_id = u.id
  WHERE u.is_active = 1 AND u.id IN (
    SELECT owner_id FROM events WHERE id = ?1
    UNION SELECT user_id FROM event_hosts WHERE event_id = ?1 AND role = 'manager')`;

const BROWSERS = `
  SELECT user_id, endpoint, p256dh, auth FROM account_push_subscriptions
  WHERE user_id IN (
    SELECT owner_id FROM events WHERE id = ?1
    UNION SELECT user_id FROM event_hosts WHERE event_id = ?1 AND role = 'manager')
  ORDER BY user_id, created_at`;

export async function hostRecipients(db: D1Database, eventId: string): Promise<HostRecipient[]> {
  const [people, browsers] = await db.batch([
    db.prepare(RECIPIENTS).bind(eventId),
    db.prepare(BROWSERS).bind(eventId),
  ]);
  const byUser = new Map<string, HostBrowser[]>();
  for (const row of browsers.results as (HostBrowser & { user_id: string })[]) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
    byUser.set(row.user_id, list);
  }
  return (people.results as Omit<HostRecipient, "browsers">[]).map((row) => ({
    ...row,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    browsers: byUser.get(row.user_id) ?? [],
  }));
}

/** A push service called the browser gone: it is no longer any account's. */
export async function dropAccountBrowser(db: D1Database, endpoint: string): Promise<void> {
  await db
    .prepare("DELETE FROM account_push_subscriptions WHERE endpoint = ?")
    .bind(endpoint)
    .run();
}
