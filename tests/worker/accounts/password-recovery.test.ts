import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCESS_AUDIENCE, RESET_AUDIENCE } from "../../../worker/lib/jwt";
import {
  api,
  changePassword,
  login,
  mailsArrived,
  mailsTo,
  newUser,
  requestResetToken,
  resetTokenIn,
  superuserToken,
  testToken,
} from "../../support/worker/api";
import { forgeToken, payloadOf } from "../../support/worker/tokens";

const recover = (email: string) =>
  api(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST" });
const reset = (token: string, new_password: string) =>
  api("/reset-password/", { method: "POST", json: { token, new_password } });
const origin = env.APP_ORIGIN || "http://localhost";

describe("POST /password-recovery/{email}", () => {
  it("answers the same for a known and an unknown email", async () => {
    const user = await newUser();
    const known = await recover(user.email);
    const unknown = await recover("no-such-account@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const knownBody = await known.json();
    expect(await unknown.json()).toEqual(knownBody);
    expect(knownBody).toEqual({
      message: "If that email is registered, we sent a password recovery link",
    });
  });

  it("mails a Korean message with the reset link to a known active user only", async () => {
    const user = await newUser();
    expect((await recover(user.email)).status).toBe(200);
    expect((await recover("nobody-at-all@example.com")).status).toBe(200);

    const mails = await mailsArrived(user.email, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toMatch(/[가-힣]/);
    expect(mail.text).toContain("비밀번호");
    expect(mail.html).toContain("비밀번호");
    expect(mail.text).toContain(`${origin}/reset-password?token=`);
    expect(mail.html).toContain(`${origin}/reset-password?token=`);
    expect(await mailsTo("nobody-at-all@example.com")).toHaveLength(0);
  });

  it("finds the account whatever the case of the email in the path", async () => {
    const user = await newUser();
    expect((await recover(user.email.toUpperCase())).status).toBe(200);
    expect(await mailsArrived(user.email, 1)).toHaveLength(1);
  });

  it("sends nothing to an inactive user, and answers the same", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    await api(`/users/${user.id}`, { method: "PATCH", token: admin, json: { is_active: false } });
    const res = await recover(user.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it("answers 422 for a path that is not an email", async () => {
    const res = await recover("not-an-email");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail[0]).toMatchObject({ loc: ["path", "email"], msg: "Invalid email address" });
  });
});

describe("POST /reset-password/", () => {
  it("sets the new password once: the new one signs in, the old one does not", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    const res = await reset(token, "brand-new-password");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.stringContaining("Password updated") });

    expect((await login(user.email, "brand-new-password")).status).toBe(200);
    const old = await login(user.email, user.password);
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({
      detail: "Incorrect email or password",
      code: "login_failed",
    });
  });

  it("retires access tokens issued before the reset", async () => {
    const user = await newUser();
    expect((await testToken(user.token)).status).toBe(200);
    expect((await reset(await requestResetToken(user.email), "reset-retires-1")).status).toBe(200);
    expect((await testToken(user.token)).status).toBe(401);
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
  });

  it("refuses a second use of the same token with 'Invalid token', coded as used", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    expect((await reset(token, "first-use-pass")).status).toBe(200);
    const second = await reset(token, "second-use-pass");
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ detail: "Invalid token", code: "reset_token_used" });
    expect((await login(user.email, "first-use-pass")).status).toBe(200);
  });

  it("lets exactly one of several simultaneous uses of one token through", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    const passwords = ["racing-pass-1", "racing-pass-2", "racing-pass-3"];
    const results = await Promise.all(passwords.map((password) => reset(token, password)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    const winner = passwords[results.findIndex((res) => res.status === 200)];
    for (const res of results.filter((res) => res.status === 400)) {
      expect(await res.json()).toEqual({ detail: "Invalid token", code: "reset_token_used" });
    }
    expect((await login(user.email, winner)).status).toBe(200);
  });

  it("refuses a token issued before a later password change", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    await changePassword(user.token, user.password, "changed-meanwhile");
    const res = await reset(token, "too-late-pass");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid token", code: "reset_token_used" });
    expect((await login(user.email, "changed-meanwhile")).status).toBe(200);
  });

  it("refuses an earlier recovery token once a later one has been used", async () => {
    const user = await newUser();
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect((await reset(second, "later-token-pass")).status).toBe(200);
    expect((await reset(first, "earlier-token-pass")).status).toBe(400);
  });

  it("gives a token that is refused as an access token", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    expect((await testToken(token)).status).toBe(401);
    expect((await api("/users/me", { token })).status).toBe(401);
  });

  it("says a reset link past its 48 hours has expired, and changes nothing", async () => {
    const user = await newUser();
    const ver = payloadOf(await requestResetToken(user.email)).ver as number;
    const hours = 3600;
    const expired = await forgeToken({
      sub: user.id,
      ver,
      audience: RESET_AUDIENCE,
      issuedAt: -49 * hours,
      notBefore: -49 * hours,
      expiresIn: -hours,
    });
    const res = await reset(expired, "expired-link-pass");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid token", code: "reset_token_expired" });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("calls an expired token that is not a genuine reset token simply invalid", async () => {
    const user = await newUser();
    const past = { sub: user.id, issuedAt: -7200, notBefore: -7200, expiresIn: -3600 };
    const forged = await forgeToken({ ...past, audience: RESET_AUDIENCE, secret: "not-ours" });
    const access = await forgeToken({ ...past, audience: ACCESS_AUDIENCE });
    for (const token of [forged, access]) {
      const res = await reset(token, "never-applied-pass");
      expect(await res.json()).toEqual({ detail: "Invalid token", code: "invalid_reset_token" });
    }
  });

  it("refuses a garbage token with 'Invalid token'", async () => {
    const res = await reset("garbage.token.value", "some-new-password");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid token", code: "invalid_reset_token" });
  });

  it("refuses an access token used as a reset token", async () => {
    const user = await newUser();
    const res = await reset(user.token, "access-as-reset");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid token", code: "invalid_reset_token" });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("answers 422 for a new password under 8 characters, and keeps the token usable", async () => {
    const user = await newUser();
    const token = await requestResetToken(user.email);
    const res = await reset(token, "short");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail).toContainEqual(
      expect.objectContaining({
        loc: ["body", "new_password"],
        msg: "Password must be at least 8 characters",
      }),
    );
    expect((await reset(token, "long-enough-now")).status).toBe(200);
  });

  it("answers 422 when the token is missing", async () => {
    const res = await api("/reset-password/", {
      method: "POST",
      json: { new_password: "whatever-pass" },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail.map((issue) => issue.loc)).toContainEqual(["body", "token"]);
  });
});

describe("PATCH /users/me/password and earlier tokens", () => {
  it("lets only one of two simultaneous changes from the same current password through", async () => {
    const user = await newUser();
    const results = await Promise.all(
      ["parallel-change-1", "parallel-change-2"].map((new_password) =>
        api("/users/me/password", {
          method: "PATCH",
          token: user.token,
          json: { current_password: user.password, new_password },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = results.find((res) => res.status === 200) as Response;
    const { access_token } = (await winner.json()) as { access_token: string };
    // The token the winning change answered with is the one that works.
    expect((await testToken(access_token)).status).toBe(200);
  });

  it("retires earlier access tokens; the token the change returns works", async () => {
    const user = await newUser();
    const other = await login(user.email, user.password);
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    const fresh = await changePassword(user.token, user.password, "changed-password-1");
    expect((await testToken(user.token)).status).toBe(401);
    expect((await testToken(otherToken)).status).toBe(401);
    const me = await api("/users/me", { token: fresh });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(user.id);
  });
});

describe("POST /password-recovery-html-content/{email}", () => {
  it("gives a superuser the recovery mail's HTML with a working reset link", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const res = await api(`/password-recovery-html-content/${user.email}`, {
      method: "POST",
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("비밀번호");
    expect(html).toContain(`${origin}/reset-password?token=`);
    // The preview sends nothing.
    expect(await mailsTo(user.email)).toHaveLength(0);
    const token = resetTokenIn({ text: html });
    expect((await reset(token, "from-preview-link")).status).toBe(200);
    expect((await login(user.email, "from-preview-link")).status).toBe(200);
  });

  it("answers 403 to a normal user", async () => {
    const user = await newUser();
    const res = await api(`/password-recovery-html-content/${user.email}`, {
      method: "POST",
      token: user.token,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_enough_privileges" });
  });

  it("answers 401 without a token", async () => {
    const res = await api("/password-recovery-html-content/admin@example.com", { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_authenticated" });
  });

  it("answers 404 for an unknown email", async () => {
    const admin = await superuserToken();
    const res = await api("/password-recovery-html-content/unknown-person@example.com", {
      method: "POST",
      token: admin,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      detail: "The user with this username does not exist in the system.",
      code: "email_unknown",
    });
  });
});
