import { and, eq, sql } from "drizzle-orm";
import type { HostNoticeMode } from "#contract/host-notices";
import type { PushSubscriptionJson } from "#contract/push";
import type { Db } from "../db/client";
import { accountPushSubscriptions, hostNoticeSettings } from "../db/schema";

/**
 * What each owner and manager hears of an event (decision 0067): their own choice for it, else
 * their account's default; and the browsers an account is pushed to.
 */

/** The caller's mode for the event: chosen for it, else the account's default. */
export async function hostNoticeMode(
  db: Db,
  eventId: string,
  user: { id: string; hostNotifications: HostNoticeMode },
): Promise<HostNoticeMode> {
  const [row] = await db
    .select({ mode: hostNoticeSettings.mode })
    .from(hostNoticeSettings)
    .where(and(eq(hostNoticeSettings.eventId, eventId), eq(hostNoticeSettings.userId, user.id)));
  return row?.mode ?? user.hostNotifications;
}

export async function setHostNoticeMode(
  db: Db,
  eventId: string,
  userId: string,
  mode: HostNoticeMode,
): Promise<void> {
  await db
    .insert(hostNoticeSettings)
    .values({ eventId, userId, mode })
    .onConflictDoUpdate({
      target: [hostNoticeSettings.eventId, hostNoticeSettings.userId],
      set: { mode },
    });
}

/**
 * A mail's one-click unsubscribe: the event's notices stop for that account, if it still runs
 * the event as owner or manager (a host removed since has nothing to stop, and gets no row).
 */
export async function stopHostNotices(db: Db, eventId: string, userId: string): Promise<void> {
  await db.run(sql`INSERT INTO host_notice_settings (event_id, user_id, mode)
    SELECT ${eventId}, ${userId}, 'off'
    WHERE EXISTS (SELECT 1 FROM events WHERE id = ${eventId} AND owner_id = ${userId})
       OR EXISTS (SELECT 1 FROM event_hosts
                  WHERE event_id = ${eventId} AND user_id = ${userId} AND role = 'manager')
    ON CONFLICT (event_id, user_id) DO UPDATE SET mode = 'off'`);
}

/** This browser, for the account's notices; the same endpoint again takes the new keys. */
export async function subscribeAccount(
  db: Db,
  userId: string,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db
    .insert(accountPushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: [accountPushSubscriptions.userId, accountPushSubscriptions.endpoint],
      set: { p256dh: keys.p256dh, auth: keys.auth },
    });
}

/** How many of the account's browsers went (0: it had none with this endpoint). */
export async function unsubscribeAccount(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<number> {
  const gone = await db
    .delete(accountPushSubscriptions)
    .where(
      and(
        eq(accountPushSubscriptions.userId, userId),
        eq(accountPushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ endpoint: accountPushSubscriptions.endpoint });
  return gone.length;
}

/**
 * The browser replaced its subscription (its service worker's `pushsubscriptionchange`): every
 * account it was given to takes the new one. The old endpoint, which only the browser and those
 * accounts know, is the proof; how many accounts were renewed.
 */
export async function renewAccountBrowser(
  db: Db,
  oldEndpoint: string,
  subscription: PushSubscriptionJson,
): Promise<number> {
  const { endpoint, keys } = subscription;
  // OR REPLACE: an account that somehow holds the new endpoint already keeps one row of it.
  const renewed = await db.run(sql`UPDATE OR REPLACE account_push_subscriptions
    SET endpoint = ${endpoint}, p256dh = ${keys.p256dh}, auth = ${keys.auth}
    WHERE endpoint = ${oldEndpoint}`);
  return renewed.meta.changes;
}

export async function accountEndpoints(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ endpoint: accountPushSubscriptions.endpoint })
    .from(accountPushSubscriptions)
    .where(eq(accountPushSubscriptions.userId, userId))
    .orderBy(accountPushSubscriptions.createdAt);
  return rows.map((row) => row.endpoint);
}
