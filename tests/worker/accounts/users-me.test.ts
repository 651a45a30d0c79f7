import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, login, newUser, superuserToken, uniqueEmail } from "../../support/worker/api";

type Issue = { loc: (string | number)[]; msg: string; type: string };
type UserBody = {
  id: string;
  email: string;
  full_name: string | null;
  is_active: boolean;
  is_superuser: boolean;
  created_at: string;
};

const signup = (json: unknown) => api("/users/signup", { method: "POST", json });

async function issuesOf(res: Response): Promise<Issue[]> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { detail: Issue[] };
  expect(Array.isArray(body.detail)).toBe(true);
  return body.detail;
}

describe("POST /users/signup", () => {
  it("creates an active normal user and answers 201 with the public fields only", async () => {
    const email = uniqueEmail("Signup");
    const res = await signup({ email, password: "password123", full_name: "  김모임  " });
    expect(res.status).toBe(201);
    const body = (await res.json()) as UserBody;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      email: email.toLowerCase(),
      full_name: "김모임",
      is_active: true,
      is_superuser: false,
      language: "ko",
      host_notifications: "each",
      created_at: expect.any(String),
    });
    expect((await login(email, "password123")).status).toBe(200);
  });

  it("refuses an email already taken in another case with 409", async () => {
    const user = await newUser();
    const res = await signup({ email: user.email.toUpperCase(), password: "password123" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: "The user with this email already exists in the system",
      code: "email_taken",
    });
  });

  it("answers 422 for a password under 8 characters", async () => {
    const issues = await issuesOf(
      await signup({ email: uniqueEmail("short"), password: "1234567" }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        loc: ["body", "password"],
        msg: "Password must be at least 8 characters",
      }),
    );
  });

  it("answers 422 'Invalid email address' for an invalid email", async () => {
    const issues = await issuesOf(await signup({ email: "not-an-email", password: "password123" }));
    expect(issues).toContainEqual(
      expect.objectContaining({ loc: ["body", "email"], msg: "Invalid email address" }),
    );
  });

  it("answers 422 naming every missing field", async () => {
    const issues = await issuesOf(await signup({}));
    const locs = issues.map((issue) => issue.loc);
    expect(locs).toContainEqual(["body", "email"]);
    expect(locs).toContainEqual(["body", "password"]);
  });

  it("ignores unknown fields and does not honour is_superuser or is_active", async () => {
    const email = uniqueEmail("sneaky");
    const res = await signup({
      email,
      password: "password123",
      is_superuser: true,
      is_active: false,
      role: "admin",
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as UserBody;
    expect(body.is_superuser).toBe(false);
    expect(body.is_active).toBe(true);
    expect(body).not.toHaveProperty("role");
    const row = await env.DB.prepare("SELECT is_superuser, is_active FROM users WHERE id = ?")
      .bind(body.id)
      .first<{ is_superuser: number; is_active: number }>();
    expect(row).toEqual({ is_superuser: 0, is_active: 1 });
    const token = ((await (await login(email, "password123")).json()) as { access_token: string })
      .access_token;
    expect((await api("/users/", { token })).status).toBe(403);
  });
});

describe("GET /users/me", () => {
  it("answers the signed-in user", async () => {
    const user = await newUser({ full_name: "Me Myself" });
    const res = await api("/users/me", { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: "Me Myself",
      is_active: true,
      is_superuser: false,
      language: "ko",
      host_notifications: "each",
      created_at: expect.any(String),
    });
  });

  it("answers 401 without a token", async () => {
    const res = await api("/users/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_authenticated" });
  });
});

describe("PATCH /users/me", () => {
  it("changes the full name and the email, and the new email signs in", async () => {
    const user = await newUser();
    const email = uniqueEmail("Renamed");
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { full_name: "New Name", email, current_password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: user.id,
      email: email.toLowerCase(),
      full_name: "New Name",
    });
    expect((await login(email, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(400);
  });

  it("ignores is_superuser and is_active", async () => {
    const user = await newUser();
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { is_superuser: true, is_active: false, full_name: "Still Normal" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ is_superuser: false, is_active: true });
    const me = await api("/users/me", { token: user.token });
    expect(await me.json()).toMatchObject({
      full_name: "Still Normal",
      is_superuser: false,
      is_active: true,
    });
  });

  it("refuses an email another user has, in any case, with 409", async () => {
    const user = await newUser();
    const other = await newUser();
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { email: other.email.toUpperCase(), current_password: user.password },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: "User with this email already exists",
      code: "email_taken_by_another",
    });
    expect(await (await api("/users/me", { token: user.token })).json()).toMatchObject({
      email: user.email,
    });
  });

  it("keeps the user's own email given in another case", async () => {
    const user = await newUser();
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { email: user.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: user.email });
  });

  it("asks for the current password to change the email, and keeps the email without it", async () => {
    const user = await newUser();
    const email = uniqueEmail("taken-over");
    const issues = await issuesOf(
      await api("/users/me", { method: "PATCH", token: user.token, json: { email } }),
    );
    expect(issues).toEqual([
      {
        loc: ["body", "current_password"],
        msg: "Enter your current password to change your email",
        type: "current_password_required",
      },
    ]);
    const wrong = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { email, full_name: "탈취", current_password: "wrong-password" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      detail: "Incorrect password",
      code: "incorrect_password",
    });
    expect(await (await api("/users/me", { token: user.token })).json()).toMatchObject({
      email: user.email,
      full_name: expect.not.stringContaining("탈취"),
    });
    expect((await login(email, user.password)).status).toBe(400);
  });

  it("refuses to say whether a new email is taken before the current password is right", async () => {
    const user = await newUser();
    const other = await newUser();
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { email: other.email, current_password: "wrong-password" },
    });
    expect(await res.json()).toMatchObject({ code: "incorrect_password" });
  });

  it("counts wrong current passwords with the account's sign-ins: past the limit even the right one waits", async () => {
    const user = await newUser();
    const source = "198.19.7.7";
    const tryEmail = (current_password: string) =>
      api("/users/me", {
        method: "PATCH",
        token: user.token,
        source,
        json: { email: uniqueEmail("guess"), current_password },
      });
    for (let i = 0; i < 10; i++) expect((await tryEmail(`wrong-${i}-password`)).status).toBe(400);
    const refused = await tryEmail(user.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "login_throttled" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The same count as the login's: this source cannot sign in to the account either.
    expect((await login(user.email, user.password, source)).status).toBe(429);
    expect((await api("/users/me", { token: user.token })).status).toBe(200);
    expect(await (await api("/users/me", { token: user.token })).json()).toMatchObject({
      email: user.email,
    });
  });

  it("answers 422 for an invalid email", async () => {
    const user = await newUser();
    const issues = await issuesOf(
      await api("/users/me", { method: "PATCH", token: user.token, json: { email: "nope" } }),
    );
    expect(issues[0]).toMatchObject({ loc: ["body", "email"], msg: "Invalid email address" });
  });

  it("answers 422 for a body that is not JSON", async () => {
    const user = await newUser();
    const res = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      body: new URLSearchParams({ full_name: "Form Body" }),
    });
    await issuesOf(res);
  });

  it("answers 401 without a token", async () => {
    const res = await api("/users/me", { method: "PATCH", json: { full_name: "x" } });
    expect(res.status).toBe(401);
  });
});

describe("PATCH /users/me/password", () => {
  const change = (token: string, json: unknown) =>
    api("/users/me/password", { method: "PATCH", token, json });

  it("changes the password: the new one signs in and the old one does not", async () => {
    const user = await newUser();
    const res = await change(user.token, {
      current_password: user.password,
      new_password: "another-password",
      confirm_password: "another-password",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      message: string;
      access_token: string;
      token_type: string;
    };
    expect(body.message).toContain("Password updated");
    expect(body.token_type).toBe("bearer");
    expect((await login(user.email, "another-password")).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(400);
  });

  it("counts wrong current passwords with the account's sign-ins", async () => {
    const user = await newUser();
    const source = "198.19.7.8";
    const attempt = (current_password: string) =>
      api("/users/me/password", {
        method: "PATCH",
        token: user.token,
        source,
        json: { current_password, new_password: "another-password" },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}-password`)).status).toBe(400);
    const refused = await attempt(user.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "login_throttled" });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("refuses a wrong current password with 'Incorrect password'", async () => {
    const user = await newUser();
    const res = await change(user.token, {
      current_password: "wrong-current",
      new_password: "another-password",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Incorrect password", code: "incorrect_password" });
    expect((await api("/users/me", { token: user.token })).status).toBe(200);
  });

  it("refuses the same password with 'New password cannot be the same as the current one'", async () => {
    const user = await newUser();
    const res = await change(user.token, {
      current_password: user.password,
      new_password: user.password,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: "New password cannot be the same as the current one",
      code: "password_unchanged",
    });
  });

  it("answers 422 when confirm_password does not match", async () => {
    const user = await newUser();
    const issues = await issuesOf(
      await change(user.token, {
        current_password: user.password,
        new_password: "another-password",
        confirm_password: "different-password",
      }),
    );
    expect(issues[0].loc).toEqual(["body", "confirm_password"]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("answers 422 for a new password under 8 characters", async () => {
    const user = await newUser();
    const issues = await issuesOf(
      await change(user.token, { current_password: user.password, new_password: "short" }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        loc: ["body", "new_password"],
        msg: "Password must be at least 8 characters",
      }),
    );
  });

  it("answers 401 without a token", async () => {
    const res = await api("/users/me/password", {
      method: "PATCH",
      json: { current_password: "whatever1", new_password: "whatever2" },
    });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /users/me", () => {
  it("deletes a normal user: their token and password stop working", async () => {
    const user = await newUser();
    const res = await api("/users/me", { method: "DELETE", token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(400);
    const row = await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toBeNull();
  });

  it("refuses a superuser deleting themself with 403", async () => {
    const admin = await superuserToken();
    const res = await api("/users/me", { method: "DELETE", token: admin });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: expect.stringContaining("not allowed"),
      code: "superuser_self_delete",
    });
    expect((await api("/users/me", { token: admin })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await api("/users/me", { method: "DELETE" })).status).toBe(401);
  });
});
