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

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function issuesOf(res: Response): Promise<Issue[]> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { detail: Issue[] };
  expect(Array.isArray(body.detail)).toBe(true);
  for (const issue of body.detail) {
    expect(issue).toEqual({
      loc: expect.any(Array),
      msg: expect.any(String),
      type: expect.any(String),
    });
  }
  return body.detail;
}

describe("GET /users/", () => {
  it("gives a superuser every user as {data, count}, paged by skip and limit", async () => {
    const a = await newUser();
    const b = await newUser();
    const admin = await superuserToken();
    // Every user (other files' too: they share this database), then the default page of them.
    const all = await api("/users/?limit=1000", { token: admin });
    expect(all.status).toBe(200);
    const body = (await all.json()) as { data: UserBody[]; count: number };
    expect(body.count).toBe(body.data.length);
    const first = (await (await api("/users/", { token: admin })).json()) as typeof body;
    expect(first.count).toBe(body.count);
    expect(first.data.map((user) => user.id)).toEqual(
      body.data.slice(0, 100).map((user) => user.id),
    );
    expect(body.count).toBeGreaterThanOrEqual(3);
    const emails = body.data.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(["admin@example.com", a.email, b.email]));
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        "created_at",
        "email",
        "full_name",
        "host_notifications",
        "id",
        "is_active",
        "is_superuser",
        "language",
      ].sort(),
    );

    const page = (await (await api("/users/?skip=1&limit=2", { token: admin })).json()) as {
      data: UserBody[];
      count: number;
    };
    expect(page.count).toBe(body.count);
    expect(page.data.map((user) => user.id)).toEqual(body.data.slice(1, 3).map((user) => user.id));

    const beyond = (await (await api(`/users/?skip=${body.count}`, { token: admin })).json()) as {
      data: UserBody[];
      count: number;
    };
    expect(beyond).toEqual({ data: [], count: body.count });
  });

  it("answers 422 for a negative skip, a zero limit or a limit that is not a number", async () => {
    const admin = await superuserToken();
    const skip = await issuesOf(await api("/users/?skip=-1", { token: admin }));
    expect(skip[0].loc).toEqual(["query", "skip"]);
    const zero = await issuesOf(await api("/users/?limit=0", { token: admin }));
    expect(zero[0].loc).toEqual(["query", "limit"]);
    const text = await issuesOf(await api("/users/?limit=abc", { token: admin }));
    expect(text[0].loc).toEqual(["query", "limit"]);
  });

  it("answers 403 to a normal user and 401 without a token", async () => {
    const user = await newUser();
    const forbidden = await api("/users/", { token: user.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      detail: "The user doesn't have enough privileges",
      code: "not_enough_privileges",
    });
    const anonymous = await api("/users/");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: expect.any(String),
      code: "not_authenticated",
    });
  });
});

describe("POST /users/", () => {
  it("lets a superuser create a user with role and status, answering 201", async () => {
    const admin = await superuserToken();
    const email = uniqueEmail("Created");
    const res = await api("/users/", {
      method: "POST",
      token: admin,
      json: { email, password: "created-pass", full_name: "Made By Admin", is_superuser: true },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as UserBody;
    expect(body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      full_name: "Made By Admin",
      is_active: true,
      is_superuser: true,
      language: "ko",
      host_notifications: "each",
      created_at: expect.any(String),
    });
    const login1 = await login(email, "created-pass");
    expect(login1.status).toBe(200);
    const token = ((await login1.json()) as { access_token: string }).access_token;
    expect((await api("/users/", { token })).status).toBe(200);
  });

  it("creates an inactive user when asked, who then cannot sign in", async () => {
    const admin = await superuserToken();
    const email = uniqueEmail("dormant");
    const res = await api("/users/", {
      method: "POST",
      token: admin,
      json: { email, password: "dormant-pass", is_active: false },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ is_active: false, is_superuser: false });
    const refused = await login(email, "dormant-pass");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: "Inactive user", code: "login_inactive_user" });
  });

  it("refuses an email taken in another case with 409", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const res = await api("/users/", {
      method: "POST",
      token: admin,
      json: { email: `  ${user.email.toUpperCase()}  `, password: "password123" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: "The user with this email already exists in the system",
      code: "email_taken",
    });
  });

  it("answers 422 for an invalid email, a short password and a non-boolean flag", async () => {
    const admin = await superuserToken();
    const issues = await issuesOf(
      await api("/users/", {
        method: "POST",
        token: admin,
        json: { email: "bad", password: "short", is_superuser: "yes" },
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ loc: ["body", "email"], msg: "Invalid email address" }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        loc: ["body", "password"],
        msg: "Password must be at least 8 characters",
      }),
    );
    expect(issues.map((issue) => issue.loc)).toContainEqual(["body", "is_superuser"]);
  });

  it("answers 403 to a normal user and creates nothing", async () => {
    const user = await newUser();
    const email = uniqueEmail("not-created");
    const res = await api("/users/", {
      method: "POST",
      token: user.token,
      json: { email, password: "password123", is_superuser: true },
    });
    expect(res.status).toBe(403);
    expect((await login(email, "password123")).status).toBe(400);
  });

  it("answers 401 without a token", async () => {
    const res = await api("/users/", {
      method: "POST",
      json: { email: uniqueEmail("anon"), password: "password123" },
    });
    expect(res.status).toBe(401);
  });
});

describe("GET /users/{user_id}", () => {
  it("lets a user read themself", async () => {
    const user = await newUser();
    const res = await api(`/users/${user.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it("answers 403 to a normal user reading another user", async () => {
    const user = await newUser();
    const other = await newUser();
    const res = await api(`/users/${other.id}`, { token: user.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: "The user doesn't have enough privileges",
      code: "not_enough_privileges",
    });
  });

  it("lets a superuser read any user", async () => {
    const other = await newUser();
    const admin = await superuserToken();
    const res = await api(`/users/${other.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: other.id, email: other.email });
  });

  it("answers 404 to a superuser for an unknown id", async () => {
    const admin = await superuserToken();
    const res = await api(`/users/${MISSING_ID}`, { token: admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "user_not_found" });
  });

  it("answers 422 for an id that is not a UUID", async () => {
    const admin = await superuserToken();
    const issues = await issuesOf(await api("/users/12345", { token: admin }));
    expect(issues[0].loc).toEqual(["path", "user_id"]);
  });

  it("answers 401 without a token", async () => {
    expect((await api(`/users/${MISSING_ID}`)).status).toBe(401);
  });
});

describe("PATCH /users/{user_id}", () => {
  it("lets a superuser change a user's name, email and role", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const email = uniqueEmail("patched");
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: admin,
      json: { full_name: "Patched", email, is_superuser: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      email,
      full_name: "Patched",
      is_active: true,
      is_superuser: true,
      language: "ko",
      host_notifications: "each",
      created_at: expect.any(String),
    });
    expect((await api("/users/", { token: user.token })).status).toBe(200);
  });

  it("deactivates a user: their sign-in gets 'Inactive user' and their token 403", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: admin,
      json: { is_active: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ is_active: false });
    const refused = await login(user.email, user.password);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: "Inactive user", code: "login_inactive_user" });
    const me = await api("/users/me", { token: user.token });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ detail: "Inactive user", code: "inactive_user" });

    await api(`/users/${user.id}`, { method: "PATCH", token: admin, json: { is_active: true } });
    expect((await api("/users/me", { token: user.token })).status).toBe(200);
  });

  it("sets a new password: it signs in, the old one does not, earlier tokens stop working", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: admin,
      json: { password: "set-by-admin-1" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty("hashed_password");
    expect((await login(user.email, "set-by-admin-1")).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
  });

  it("refuses an email another user has with 409", async () => {
    const user = await newUser();
    const other = await newUser();
    const admin = await superuserToken();
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: admin,
      json: { email: other.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: "User with this email already exists",
      code: "email_taken_by_another",
    });
  });

  it("answers 422 for invalid fields and 404 for an unknown id", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const issues = await issuesOf(
      await api(`/users/${user.id}`, {
        method: "PATCH",
        token: admin,
        json: { password: "short", is_active: "no" },
      }),
    );
    expect(issues.map((issue) => issue.loc)).toEqual(
      expect.arrayContaining([
        ["body", "password"],
        ["body", "is_active"],
      ]),
    );
    const missing = await api(`/users/${MISSING_ID}`, {
      method: "PATCH",
      token: admin,
      json: { full_name: "Nobody" },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: expect.any(String), code: "user_id_unknown" });
  });

  it("answers 403 to a normal user, even on themself, and changes nothing", async () => {
    const user = await newUser();
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: user.token,
      json: { is_superuser: true },
    });
    expect(res.status).toBe(403);
    expect(await (await api("/users/me", { token: user.token })).json()).toMatchObject({
      is_superuser: false,
    });
  });

  it("answers 401 without a token", async () => {
    const res = await api(`/users/${MISSING_ID}`, { method: "PATCH", json: { full_name: "x" } });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /users/{user_id}", () => {
  it("lets a superuser delete a user, who then cannot sign in", async () => {
    const user = await newUser();
    const admin = await superuserToken();
    const res = await api(`/users/${user.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect((await api(`/users/${user.id}`, { token: admin })).status).toBe(404);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
  });

  it("refuses a superuser deleting themself with 403", async () => {
    const admin = await superuserToken();
    const me = (await (await api("/users/me", { token: admin })).json()) as UserBody;
    const res = await api(`/users/${me.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: expect.stringContaining("not allowed"),
      code: "superuser_self_delete",
    });
    expect((await api("/users/me", { token: admin })).status).toBe(200);
  });

  it("answers 404 for an unknown id and 422 for a non-UUID", async () => {
    const admin = await superuserToken();
    const missing = await api(`/users/${MISSING_ID}`, { method: "DELETE", token: admin });
    expect(missing.status).toBe(404);
    await issuesOf(await api("/users/not-a-uuid", { method: "DELETE", token: admin }));
  });

  it("answers 403 to a normal user and deletes nothing", async () => {
    const user = await newUser();
    const other = await newUser();
    const res = await api(`/users/${other.id}`, { method: "DELETE", token: user.token });
    expect(res.status).toBe(403);
    expect((await api("/users/me", { token: other.token })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await api(`/users/${MISSING_ID}`, { method: "DELETE" })).status).toBe(401);
  });
});
