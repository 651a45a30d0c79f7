import { type Context, Hono } from "hono";
import { AccountExport } from "#contract/account-export";
import { Message, Pagination, UuidParam } from "#contract/common";
import { HostInvitationAccept, HostInvitationsAccepted } from "#contract/hosts";
import {
  PasswordUpdated,
  UpdatePassword,
  USER_MESSAGES,
  UserCreate,
  UserPublic,
  UserRegister,
  UsersPublic,
  UserUpdate,
  UserUpdateMe,
} from "#contract/users";
import { requestLanguage } from "#i18n/request-language";
import type { AppEnv } from "../context";
import { ApiError, validationError } from "../lib/errors";
import { verifyPassword } from "../lib/password";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireSuperuser, requireUser } from "../middleware/auth";
import { accountPolls } from "../polls/poll-reads";
import { deleteAccount } from "../services/account-deletion";
import { exportAccount } from "../services/account-export";
import { acceptInvitations, checkInvitation } from "../services/host-invitations";
import { clearLoginAttempt, countLoginAttempt } from "../services/login-throttle";
import { countWrite } from "../services/rate-limits";
import { issueAccessToken } from "../services/tokens";
import {
  createUser,
  getUserById,
  listUsers,
  setPassword,
  signUpWithInvitation,
  toUserPublic,
  updateUser,
} from "../services/users";

const UserIdParam = UuidParam("user_id");

/**
 * The signed-in user's current password, for changes a token alone must not make. Counted as a
 * sign-in attempt on the account's email (the login's limits, worker/lib/password-attempt-limits.ts), so a
 * stolen token cannot guess the password here faster than at the login.
 */
async function checkCurrentPassword(c: Context<AppEnv>, password: string) {
  const { email, hashedPassword } = c.var.user;
  await countLoginAttempt(c.env.DB, email, c.var.source);
  if (!(await verifyPassword(password, hashedPassword))) throw new ApiError("incorrect_password");
  await clearLoginAttempt(c.env.DB, email, c.var.source);
}

export const userRoutes = new Hono<AppEnv>()
  .post("/signup", responds(201, UserPublic), validate("json", UserRegister), async (c) => {
    await countWrite(c.env.DB, "signup", c.var.source);
    const { host_invitation, ...given } = c.req.valid("json");
    const account = { ...given, language: given.language ?? requestLanguage(c.req.raw) };
    const now = new Date();
    // Checked before the account is made: a bad token makes none, so the form can say why.
    if (host_invitation) {
      await checkInvitation(c.var.db, c.var.config.secretKey, host_invitation, account.email, now);
    }
    const cost = c.var.config.passwordCost;
    if (!host_invitation)
      return c.json(toUserPublic(await createUser(c.var.db, account, cost)), 201);
    const user = await signUpWithInvitation(c.var.db, account, cost, now.toISOString());
    await acceptInvitations(c.var.db, user, now);
    return c.json(toUserPublic(user), 201);
  })
  .get("/me", responds(200, UserPublic), requireUser, (c) => c.json(toUserPublic(c.var.user)))
  /** Everything kept about the account, as a file to save (services/account-export.ts). */
  .get(
    "/me/export",
    responds(
      200,
      AccountExport,
      "Everything kept about the account, sent as a file to save (Content-Disposition: attachment, moim-rsvp-export-<date>.json)",
    ),
    requireUser,
    async (c) => {
      const now = new Date();
      const [account, polls] = await Promise.all([
        exportAccount(c.env, c.var.db, c.var.user, now),
        accountPolls(c.env.DB, c.var.user.id),
      ]);
      const kept: AccountExport = { ...account, polls };
      return c.json(kept, 200, {
        "Content-Disposition": `attachment; filename="moim-rsvp-export-${now.toISOString().slice(0, 10)}.json"`,
        // Personal data: no cache on the way, nor the browser's, keeps a copy.
        "Cache-Control": "no-store",
      });
    },
  )
  .patch(
    "/me",
    responds(200, UserPublic),
    requireUser,
    validate("json", UserUpdateMe),
    async (c) => {
      const { current_password, ...changes } = c.req.valid("json");
      if (changes.email !== undefined && changes.email !== c.var.user.email) {
        // Checked before the new email is looked up, so a token alone cannot probe for accounts.
        if (current_password === undefined) {
          throw validationError(
            ["body", "current_password"],
            USER_MESSAGES.currentPasswordForEmail,
            "current_password_required",
          );
        }
        await checkCurrentPassword(c, current_password);
      }
      const user = await updateUser(c.var.db, c.var.user, changes, c.var.config.passwordCost);
      return c.json(toUserPublic(user));
    },
  )
  .patch(
    "/me/password",
    responds(200, PasswordUpdated),
    requireUser,
    validate("json", UpdatePassword),
    async (c) => {
      const { current_password, new_password } = c.req.valid("json");
      const user = c.var.user;
      await checkCurrentPassword(c, current_password);
      if (current_password === new_password) {
        throw new ApiError("password_unchanged");
      }
      const updated = await setPassword(c.var.db, user, new_password, c.var.config.passwordCost);
      // The password changed while this request checked it: the current one is no longer current.
      if (!updated) throw new ApiError("incorrect_password");
      const token = await issueAccessToken(updated, c.var.config);
      return c.json({ message: "Password updated successfully", ...token });
    },
  )
  /** Takes the host invitations sent to the caller's address, as one of them proves it. */
  .post(
    "/me/host-invitations",
    responds(200, HostInvitationsAccepted),
    requireUser,
    validate("json", HostInvitationAccept),
    async (c) => {
      const now = new Date();
      const { token } = c.req.valid("json");
      await checkInvitation(c.var.db, c.var.config.secretKey, token, c.var.user.email, now);
      return c.json(await acceptInvitations(c.var.db, c.var.user, now));
    },
  )
  .delete("/me", responds(200, Message), requireUser, async (c) => {
    if (c.var.user.isSuperuser) throw new ApiError("superuser_self_delete");
    await deleteAccount(c.env, c.var.db, c.var.user);
    return c.json({ message: "User deleted successfully" });
  })
  .get(
    "/",
    responds(200, UsersPublic),
    requireUser,
    requireSuperuser,
    validate("query", Pagination),
    async (c) => {
      const { skip, limit } = c.req.valid("query");
      return c.json(await listUsers(c.var.db, skip, limit));
    },
  )
  .post(
    "/",
    responds(201, UserPublic),
    requireUser,
    requireSuperuser,
    validate("json", UserCreate),
    async (c) => {
      const user = await createUser(c.var.db, c.req.valid("json"), c.var.config.passwordCost);
      return c.json(toUserPublic(user), 201);
    },
  )
  .get(
    "/:user_id",
    responds(200, UserPublic),
    requireUser,
    validate("param", UserIdParam),
    async (c) => {
      const { user_id } = c.req.valid("param");
      const me = c.var.user;
      if (user_id === me.id) return c.json(toUserPublic(me));
      if (!me.isSuperuser) throw new ApiError("not_enough_privileges");
      const user = await getUserById(c.var.db, user_id);
      if (!user) throw new ApiError("user_not_found");
      return c.json(toUserPublic(user));
    },
  )
  .patch(
    "/:user_id",
    responds(200, UserPublic),
    requireUser,
    requireSuperuser,
    validate("param", UserIdParam),
    validate("json", UserUpdate),
    async (c) => {
      const user = await getUserById(c.var.db, c.req.valid("param").user_id);
      if (!user) throw new ApiError("user_id_unknown");
      const updated = await updateUser(
        c.var.db,
        user,
        c.req.valid("json"),
        c.var.config.passwordCost,
      );
      return c.json(toUserPublic(updated));
    },
  )
  .delete(
    "/:user_id",
    responds(200, Message),
    requireUser,
    requireSuperuser,
    validate("param", UserIdParam),
    async (c) => {
      const user = await getUserById(c.var.db, c.req.valid("param").user_id);
      if (!user) throw new ApiError("user_not_found");
      if (user.id === c.var.user.id) throw new ApiError("superuser_self_delete");
      await deleteAccount(c.env, c.var.db, user);
      return c.json({ message: "User deleted successfully" });
    },
  );
