import type { Context } from "hono";
import { Hono } from "hono";
import { Message } from "#contract/common";
import { EmailParam, LoginForm, NewPassword, Token } from "#contract/login";
import { UserPublic } from "#contract/users";
import type { AppEnv } from "../context";
import type { UserRow } from "../db/schema";
import { ApiError } from "../lib/errors";
import { checkToken, RESET_AUDIENCE, RESET_TOKEN_TTL_SECONDS, signToken } from "../lib/jwt";
import { errorText } from "../lib/log-text";
import { accountTimingDecoy, verifyPassword } from "../lib/password";
import { publicOrigin } from "../lib/public-origin";
import { responds, respondsText } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireSuperuser, requireUser } from "../middleware/auth";
import {
  clearLoginAttempt,
  clearLoginGuesses,
  countLoginAttempt,
} from "../services/login-throttle";
import { passwordRecoveryMail } from "../services/mail-templates";
import { countWrite } from "../services/rate-limits";
import { resetAddressMark } from "../services/reset-address";
import { issueAccessToken } from "../services/tokens";
import { getUserByEmail, getUserById, setPassword, toUserPublic } from "../services/users";

/**
 * Same reply whether or not the email has an account, so recovery cannot probe for accounts;
 * hence a sentence true in both cases (the template's, docs/api-compatibility.md).
 */
const RECOVERY_REPLY = "If that email is registered, we sent a password recovery link";

async function recoveryMailFor(c: Context<AppEnv>, user: UserRow) {
  const adr = await resetAddressMark(c.var.config.secretKey, user.email);
  const token = await signToken(
    { sub: user.id, ver: user.tokenVersion, adr },
    RESET_AUDIENCE,
    RESET_TOKEN_TTL_SECONDS,
    c.var.config.secretKey,
  );
  const origin = publicOrigin(c.env, c.req.url);
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  return passwordRecoveryMail(user.email, link, user.language);
}

async function sendRecoveryMail(c: Context<AppEnv>, user: UserRow) {
  try {
    await c.var.mail.send(await recoveryMailFor(c, user));
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "recovery mail failed", error: errorText(error) }),
    );
  }
}

export const loginRoutes = new Hono<AppEnv>()
  .post("/login/access-token", responds(200, Token), validate("form", LoginForm), async (c) => {
    const { username, password } = c.req.valid("form");
    const db = c.var.db;
    // Counted as a failure until the password proves right (429 once they are used up).
    await countLoginAttempt(c.env.DB, username, c.var.source);
    const user = await getUserByEmail(db, username);
    // Verify against a decoy when there is no user, so timing does not reveal accounts.
    const valid = await verifyPassword(
      password,
      user?.hashedPassword ?? (await accountTimingDecoy(c.var.config.passwordCost)),
    );
    if (!user || !valid) throw new ApiError("login_failed");
    await clearLoginAttempt(c.env.DB, username, c.var.source);
    if (!user.isActive) throw new ApiError("login_inactive_user");
    return c.json(await issueAccessToken(user, c.var.config));
  })
  .post("/login/test-token", responds(200, UserPublic), requireUser, (c) =>
    c.json(toUserPublic(c.var.user)),
  )
  .post(
    "/password-recovery/:email",
    responds(200, Message),
    validate("param", EmailParam),
    async (c) => {
      const { email } = c.req.valid("param");
      await countWrite(c.env.DB, "recoverySource", c.var.source);
      await countWrite(c.env.DB, "recoveryEmail", email);
      const user = await getUserByEmail(c.var.db, email);
      // Sent after the reply: an existing account gets it as fast as a missing one, and a
      // failing mail service does not show which addresses have accounts.
      if (user?.isActive) c.executionCtx.waitUntil(sendRecoveryMail(c, user));
      return c.json({ message: RECOVERY_REPLY });
    },
  )
  .post("/reset-password", responds(200, Message), validate("json", NewPassword), async (c) => {
    const { token, new_password } = c.req.valid("json");
    const claims = await checkToken(token, RESET_AUDIENCE, c.var.config.secretKey);
    if (claims === "expired") throw new ApiError("reset_token_expired");
    const user = claims ? await getUserById(c.var.db, claims.sub) : undefined;
    if (!claims || !user) throw new ApiError("invalid_reset_token");
    // A used token is refused: the reset bumped the version the token carries (as did any
    // later password change or reset, after which this link is spent too).
    if (user.tokenVersion !== claims.ver) throw new ApiError("reset_token_used");
    // Mailed to an address the account no longer has: the old mailbox speaks for it no more.
    // (Links mailed before tokens carried the mark still reset, and prove nothing.)
    const mark = await resetAddressMark(c.var.config.secretKey, user.email);
    if (claims.adr !== undefined && claims.adr !== mark) throw new ApiError("invalid_reset_token");
    if (!user.isActive) throw new ApiError("login_inactive_user");
    const provenAt = claims.adr === mark ? new Date().toISOString() : undefined;
    const cost = c.var.config.passwordCost;
    // Another reset or change with this version won the race: the token is spent.
    if (!(await setPassword(c.var.db, user, new_password, cost, provenAt)))
      throw new ApiError("reset_token_used");
    await clearLoginGuesses(c.env.DB, user.email);
    return c.json({ message: "Password updated successfully" });
  })
  .post(
    "/password-recovery-html-content/:email",
    respondsText(
      "text/html",
      "The password recovery mail the address would get; its subject, URL-encoded, in the `subject` header",
    ),
    requireUser,
    requireSuperuser,
    validate("param", EmailParam),
    async (c) => {
      const user = await getUserByEmail(c.var.db, c.req.valid("param").email);
      if (!user) throw new ApiError("email_unknown");
      const mail = await recoveryMailFor(c, user);
      return c.html(mail.html, 200, { subject: encodeURIComponent(mail.subject) });
    },
  );
