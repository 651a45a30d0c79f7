import { beforeAll, describe, expect, it } from "vitest";
import { RESET_AUDIENCE } from "../../../worker/lib/jwt";
import {
  api,
  login,
  newUser,
  SUPERUSER,
  superuserToken,
  testToken,
} from "../../support/worker/api";
import { forgeToken, payloadOf, tamperPayload, unsignedToken } from "../../support/worker/tokens";

type User = Awaited<ReturnType<typeof newUser>>;
type ValidationBody = { detail: { loc: (string | number)[]; msg: string; type: string }[] };

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  const body = (await res.json()) as { detail: unknown };
  expect(typeof body.detail).toBe("string");
}

let user: User;
beforeAll(async () => {
  user = await newUser({ full_name: "Login Tester" });
});

describe("POST /login/access-token", () => {
  it("answers a bearer token for the right email and password", async () => {
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe("bearer");
    expect(payloadOf(body.access_token).sub).toBe(user.id);
    const me = await api("/users/me", { token: body.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);
  });

  it("signs the first superuser in with the configured password", async () => {
    const res = await login(SUPERUSER.email, SUPERUSER.password);
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password with 'Incorrect email or password'", async () => {
    const res = await login(user.email, "not-the-password");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: "Incorrect email or password",
      code: "login_failed",
    });
  });

  it("refuses an unknown email with the same answer as a wrong password", async () => {
    const res = await login("nobody-here@example.com", user.password);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: "Incorrect email or password",
      code: "login_failed",
    });
  });

  it("compares the email case-insensitively and ignores surrounding spaces", async () => {
    const res = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(res.status).toBe(200);
  });

  it("refuses an inactive user with 'Inactive user', even with the right password", async () => {
    const inactive = await newUser();
    const admin = await superuserToken();
    const patched = await api(`/users/${inactive.id}`, {
      method: "PATCH",
      token: admin,
      json: { is_active: false },
    });
    expect(patched.status).toBe(200);
    const res = await login(inactive.email, inactive.password);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Inactive user", code: "login_inactive_user" });
  });

  it("answers every one of many sign-ins started at once, right and wrong, each correctly", async () => {
    // Hashes take turns with other requests (worker/lib/password.ts): none may be lost or hang.
    const attempts = Array.from({ length: 9 }, (_, i) =>
      login(user.email, i % 3 === 2 ? "not-the-password" : user.password, `203.0.113.${i + 1}`),
    );
    const statuses = await Promise.all(attempts.map(async (res) => (await res).status));
    expect(statuses).toEqual([200, 200, 400, 200, 200, 400, 200, 200, 400]);
  });

  it("answers 422 in FastAPI's shape when the username is missing", async () => {
    const res = await api("/login/access-token", {
      method: "POST",
      body: new URLSearchParams({ password: "whatever1" }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ValidationBody;
    expect(body.detail).toContainEqual({
      loc: ["body", "username"],
      msg: "Username is required",
      type: expect.any(String),
    });
  });

  it("answers 422 naming both fields when the form is empty", async () => {
    const res = await api("/login/access-token", { method: "POST", body: new URLSearchParams() });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ValidationBody;
    const locs = body.detail.map((issue) => issue.loc);
    expect(locs).toContainEqual(["body", "username"]);
    expect(locs).toContainEqual(["body", "password"]);
    for (const issue of body.detail) {
      expect(typeof issue.msg).toBe("string");
      expect(typeof issue.type).toBe("string");
    }
  });

  it("answers 422 for a JSON body instead of a form, even with valid credentials", async () => {
    const res = await api("/login/access-token", {
      method: "POST",
      json: { username: user.email, password: user.password },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ValidationBody;
    expect(Array.isArray(body.detail)).toBe(true);
    expect(body.detail.length).toBeGreaterThan(0);
  });
});

describe("POST /login/test-token", () => {
  it("answers the token's user for a valid access token", async () => {
    const res = await testToken(user.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: "Login Tester",
      is_active: true,
      is_superuser: false,
      language: "ko",
      host_notifications: "each",
      created_at: expect.any(String),
    });
  });

  it("accepts a token built in the test the way the Worker signs them", async () => {
    // The control for the cases below: only the one thing each changes makes them fail.
    const res = await testToken(await forgeToken({ sub: user.id }));
    expect(res.status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const res = await testToken();
    await expectRefused(res);
    expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
  });

  it("answers 401 for a token that is not a JWT", async () => {
    await expectRefused(await testToken("not-a-jwt"));
  });

  it("answers 401 for an expired token", async () => {
    await expectRefused(
      await testToken(await forgeToken({ sub: user.id, issuedAt: -7200, expiresIn: -60 })),
    );
  });

  it("answers 401 for a token that is not valid yet", async () => {
    await expectRefused(await testToken(await forgeToken({ sub: user.id, notBefore: 600 })));
  });

  it("answers 401 for an unsigned token (alg: none)", async () => {
    await expectRefused(await testToken(unsignedToken(user.id)));
  });

  it("answers 401 for a token signed with another key", async () => {
    const secret = "another-secret-key-that-is-long-enough-98765";
    await expectRefused(await testToken(await forgeToken({ sub: user.id, secret })));
  });

  it("answers 401 for a real token whose payload was changed to another user", async () => {
    const admin = await superuserToken();
    const adminId = payloadOf(admin).sub as string;
    const forged = tamperPayload(user.token, { sub: adminId });
    await expectRefused(await testToken(forged));
    // The same tampering on the superuser's own endpoint gets nowhere either.
    await expectRefused(await api("/users/", { token: forged }));
  });

  it("answers 401 for a real token with an extended expiry", async () => {
    const exp = (payloadOf(user.token).exp as number) + 365 * 24 * 3600;
    await expectRefused(await testToken(tamperPayload(user.token, { exp })));
  });

  it("answers 401 for a password-reset token used as an access token", async () => {
    const reset = await forgeToken({ sub: user.id, audience: RESET_AUDIENCE });
    await expectRefused(await testToken(reset));
  });

  it("answers 401 for a token from another issuer", async () => {
    await expectRefused(await testToken(await forgeToken({ sub: user.id, issuer: "someone" })));
  });

  it("answers 401 for a token of a user that does not exist", async () => {
    await expectRefused(await testToken(await forgeToken({ sub: crypto.randomUUID() })));
  });

  it("answers 401 for a token carrying an older token version", async () => {
    await expectRefused(await testToken(await forgeToken({ sub: user.id, ver: -1 })));
  });

  it("accepts the scheme name in any case but refuses other schemes", async () => {
    const lower = await api("/login/test-token", {
      method: "POST",
      headers: { Authorization: `bearer ${user.token}` },
    });
    expect(lower.status).toBe(200);
    await expectRefused(
      await api("/login/test-token", {
        method: "POST",
        headers: { Authorization: `Basic ${user.token}` },
      }),
    );
  });

  it("answers 404 JSON for GET, which is not a route", async () => {
    const viaWorker = await api("/login/test-token", { token: user.token });
    expect(viaWorker.status).toBe(404);
    expect(await viaWorker.json()).toEqual({ detail: "Not Found", code: "not_found" });
  });
});
