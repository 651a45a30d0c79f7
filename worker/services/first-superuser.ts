import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { deploymentChecks, type UserRow, users } from "../db/schema";
import { type Config, DEFAULT_FIRST_SUPERUSER_PASSWORD } from "../lib/config";
import { hashAccountPassword, verifyPassword } from "../lib/password";
import { createUser, getUserByEmail } from "./users";

/** The stored password hash of the first superuser last found not to be the default. */
const CHECKED = "first-superuser-password-not-default";

/** Creates FIRST_SUPERUSER if no user has that email yet. Safe to run concurrently. */
export async function ensureFirstSuperuser(db: Db, config: Config): Promise<void> {
  const existing = await getUserByEmail(db, config.firstSuperuser);
  if (existing) {
    if (config.isProduction) await retireDefaultPassword(db, config, existing);
    return;
  }
  try {
    await createUser(
      db,
      {
        email: config.firstSuperuser,
        password: config.firstSuperuserPassword,
        full_name: null,
        is_superuser: true,
      },
      config.passwordCost,
    );
  } catch (error) {
    // Another isolate created it between our read and our insert: that is the goal anyway.
    if (!(await getUserByEmail(db, config.firstSuperuser))) throw error;
  }
}

/**
 * Production never serves with the first superuser still on the documented default password
 * (a database first set up locally keeps 'changethis'): it is replaced by FIRST_SUPERUSER_PASSWORD,
 * which production requires to be set and not the default (lib/config.ts), and the account's
 * sessions end. The costly hash comparison runs once per stored hash, not once per isolate:
 * the hash found safe is remembered in D1.
 */
async function retireDefaultPassword(db: Db, config: Config, user: UserRow): Promise<void> {
  const checked = await db.query.deploymentChecks.findFirst({
    where: eq(deploymentChecks.key, CHECKED),
  });
  if (checked?.value === user.hashedPassword) return;
  let safeHash = user.hashedPassword;
  if (await verifyPassword(DEFAULT_FIRST_SUPERUSER_PASSWORD, user.hashedPassword)) {
    safeHash = await hashAccountPassword(config.firstSuperuserPassword, config.passwordCost);
    // Compare-and-set: a password changed meanwhile is not overwritten.
    const [replaced] = await db
      .update(users)
      .set({ hashedPassword: safeHash, tokenVersion: user.tokenVersion + 1 })
      .where(and(eq(users.id, user.id), eq(users.hashedPassword, user.hashedPassword)))
      .returning({ id: users.id });
    if (!replaced) return; // changed by someone else: the next isolate checks the new hash
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "the first superuser still had the default password; it is now FIRST_SUPERUSER_PASSWORD",
      }),
    );
  }
  await db
    .insert(deploymentChecks)
    .values({ key: CHECKED, value: safeHash })
    .onConflictDoUpdate({ target: deploymentChecks.key, set: { value: safeHash } });
}
