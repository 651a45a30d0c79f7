import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottle } from "../db/schema";
import { tooManyRequests } from "../lib/errors";

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Refuses the attempt (429 with Retry-After) once an email has used up its failures. */
export async function assertLoginAllowed(db: Db, email: string, now = Date.now()) {
  const row = await db.query.loginThrottle.findFirst({ where: eq(loginThrottle.email, email) });
  if (!row || now - row.windowStartedAt >= LOGIN_WINDOW_MS) return;
  if (row.failures >= LOGIN_MAX_FAILURES) {
    throw tooManyRequests(
      "Too many failed login attempts. Try again later.",
      (row.windowStartedAt + LOGIN_WINDOW_MS - now) / 1000,
    );
  }
}

/** Counts a failure in one statement, starting a fresh window when the old one has expired. */
export async function recordLoginFailure(db: Db, email: string, now = Date.now()) {
  const windowExpired = sql`${loginThrottle.windowStartedAt} <= ${now - LOGIN_WINDOW_MS}`;
  await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${loginThrottle.windowStartedAt} END`,
      },
    });
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
