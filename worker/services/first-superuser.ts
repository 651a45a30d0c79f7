import type { Db } from "../db/client";
import type { Config } from "../lib/config";
import { createUser, getUserByEmail } from "./users";

/** Creates FIRST_SUPERUSER if no user has that email yet. Safe to run concurrently. */
export async function ensureFirstSuperuser(db: Db, config: Config): Promise<void> {
  if (await getUserByEmail(db, config.firstSuperuser)) return;
  try {
    await createUser(db, {
      email: config.firstSuperuser,
      password: config.firstSuperuserPassword,
      full_name: null,
      is_superuser: true,
    });
  } catch (error) {
    // Another isolate created it between our read and our insert: that is the goal anyway.
    if (!(await getUserByEmail(db, config.firstSuperuser))) throw error;
  }
}
