import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottle } from "../db/schema";
import { throttled } from "../lib/errors";

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts an attempt before its password is checked, in one statement (starting a fresh window
 * when the old one has expired), and refuses it (429 with Retry-After) once the email has used
 * up its failures. Counting first means parallel guesses cannot all pass the check before the
 * first of them is recorded; a right password clears the count.
 */
export async function countLoginAttempt(db: Db, email: string, now = Date.now()) {
  const windowExpired = sql`${loginThrottle.windowStartedAt} <= ${now - LOGIN_WINDOW_MS}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning();
  if (row.failures > LOGIN_MAX_FAILURES) {
    throw throttled("login_throttled", (row.windowStartedAt + LOGIN_WINDOW_MS - now) / 1000);
  }
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
