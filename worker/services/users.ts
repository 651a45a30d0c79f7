import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { HostNoticeMode } from "#contract/host-notices";
import type { UserCreate, UserPublic, UserUpdate } from "#contract/users";
import type { Db } from "../db/client";
import { type UserRow, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { hashAccountPassword } from "../lib/password";
import type { PasswordCost } from "../lib/password-cost";

export function toUserPublic(user: UserRow): UserPublic {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    language: user.language,
    host_notifications: user.hostNotifications,
    created_at: user.createdAt,
  };
}

/**
 * The query for a user by id, to run alone or in a batch (its result: none or one row). A
 * plain select rather than the relational `findFirst`, which drizzle takes longer to build:
 * every signed-in call makes it (users/me's CPU about 5% less, `npm run bench:profile`).
 */
export const userById = (db: Db, id: string) =>
  db.select().from(users).where(eq(users.id, id)).limit(1);

export async function getUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db, id);
  return user;
}

export async function getUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/** Newest first, as the template lists them; the email, unique, keeps pages stable on a tie. */
export async function listUsers(db: Db, skip: number, limit: number) {
  const [data, [{ total }]] = await db.batch([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(users),
  ]);
  return { data: data.map(toUserPublic), count: total };
}

/** Inputs are already parsed by the contract schemas (email lower-cased, name trimmed). */
type NewUser = { email: string; password: string; full_name: string | null } & Partial<
  Pick<UserCreate, "is_active" | "is_superuser" | "language">
>;

export async function createUser(db: Db, input: NewUser, cost: PasswordCost): Promise<UserRow> {
  const hashedPassword = await hashAccountPassword(input.password, cost);
  // The unique index decides, so two simultaneous signups for one email cannot both win.
  const [created] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: input.email,
      fullName: input.full_name,
      hashedPassword,
      isActive: input.is_active ?? true,
      isSuperuser: input.is_superuser ?? false,
      ...(input.language ? { language: input.language } : {}),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new ApiError("email_taken");
  return created;
}

export async function updateUser(
  db: Db,
  user: UserRow,
  input: Omit<UserUpdate, "email" | "full_name"> & {
    email?: string;
    full_name?: string | null;
    host_notifications?: HostNoticeMode;
  },
  cost: PasswordCost,
): Promise<UserRow> {
  if (input.email !== undefined && input.email !== user.email) {
    const other = await getUserByEmail(db, input.email);
    if (other) throw new ApiError("email_taken_by_another");
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.email !== undefined) changes.email = input.email;
  // What was proven is the old address: the new one proves itself by a mailed link of its own.
  if (input.email !== undefined && input.email !== user.email) changes.emailProvenAt = null;
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  if (input.is_superuser !== undefined) changes.isSuperuser = input.is_superuser;
  if (input.language !== undefined) changes.language = input.language;
  if (input.host_notifications !== undefined) changes.hostNotifications = input.host_notifications;
  if (input.password !== undefined) {
    changes.hashedPassword = await hashAccountPassword(input.password, cost);
    changes.tokenVersion = sql`${users.tokenVersion} + 1` as unknown as number;
  }
  if (Object.keys(changes).length === 0) return user;
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return updated;
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw new ApiError("email_taken_by_another");
    throw error;
  }
}

/**
 * Sets a new password and retires every token issued before it. A compare-and-set on the token
 * version the caller checked (the reset token's, or the one whose current password it verified):
 * returns undefined when another change got there first, so two requests racing with one reset
 * token cannot both use it. `provenAt`, from a reset link mailed to the account's address as it
 * still is, records that the address was proven then (and only while it is still that address).
 */
export async function setPassword(
  db: Db,
  user: UserRow,
  password: string,
  cost: PasswordCost,
  provenAt?: string,
): Promise<UserRow | undefined> {
  const hashedPassword = await hashAccountPassword(password, cost);
  const [updated] = await db
    .update(users)
    .set({
      hashedPassword,
      tokenVersion: user.tokenVersion + 1,
      ...(provenAt ? { emailProvenAt: provenAt } : {}),
    })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.tokenVersion, user.tokenVersion),
        provenAt ? eq(users.email, user.email) : undefined,
      ),
    )
    .returning();
  return updated;
}

/**
 * A sign-up through a host invitation's token, which proves the address: a new account (taking
 * the invitations records the proof, services/host-invitations.ts); or, when an account that
 * never proved the address holds it, that account with the new password and name, proven now,
 * and every token issued to it retired. Signing up proves nothing, so the first to sign up with
 * an address held it only until its mailbox's owner came, as a password reset would have given
 * it to them. An account that proved the address keeps it (409 `email_taken`).
 */
export async function signUpWithInvitation(
  db: Db,
  input: NewUser,
  cost: PasswordCost,
  at: string,
): Promise<UserRow> {
  const holder = await getUserByEmail(db, input.email);
  if (!holder) return createUser(db, input, cost);
  if (holder.emailProvenAt) throw new ApiError("email_taken");
  const hashedPassword = await hashAccountPassword(input.password, cost);
  // Only while it is still unproven: of two sign-ups with one token's address, one wins.
  const [claimed] = await db
    .update(users)
    .set({
      hashedPassword,
      fullName: input.full_name,
      ...(input.language ? { language: input.language } : {}),
      emailProvenAt: at,
      tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number,
    })
    .where(and(eq(users.id, holder.id), eq(users.email, input.email), isNull(users.emailProvenAt)))
    .returning();
  if (!claimed) throw new ApiError("email_taken");
  return claimed;
}
