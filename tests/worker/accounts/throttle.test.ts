import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { api, login, newAddress, newUser, requestResetToken } from "../../support/worker/api";

// A file of its own: the counters live in this file's D1 and nothing else may use them.
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const guesses = async (email: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM login_guesses WHERE email = ?")
      .bind(email)
      .first<{ n: number }>()
  )?.n;

describe("POST /login/access-token, guessed at", () => {
  it("stops one address after 10 wrong passwords in 15 minutes, even for the right one", async () => {
    const victim = await newUser();
    const stranger = newAddress();
    for (const attempt of range(10)) {
      expect((await login(victim.email, `wrong-${attempt}`, stranger)).status).toBe(400);
    }
    const blocked = await login(victim.email, victim.password, stranger);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: "login_throttled" });
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The email is matched case-insensitively: another spelling is the same account.
    expect((await login(victim.email.toUpperCase(), victim.password, stranger)).status).toBe(429);
  });

  it("never keeps the owner out: their right password works from their own address", async () => {
    const victim = await newUser();
    const stranger = newAddress();
    for (const attempt of range(12)) await login(victim.email, `wrong-${attempt}`, stranger);
    expect((await login(victim.email, victim.password, newAddress())).status).toBe(200);
  });

  it("slows many addresses together: past 50 wrong a day, each gets at most 2", async () => {
    const victim = await newUser();
    const botnet = range(25).map(() => newAddress());
    for (const address of botnet) {
      for (const attempt of range(2)) {
        expect((await login(victim.email, `${address}-${attempt}`, address)).status).toBe(400);
      }
    }
    expect((await login(victim.email, "tips-it-over", newAddress())).status).toBe(400);
    for (const address of botnet.slice(0, 5)) {
      expect((await login(victim.email, "third-try", address)).status, address).toBe(429);
    }
    expect((await login(victim.email, victim.password, newAddress())).status).toBe(200);
  });

  it("checks no more than 10 of a burst of simultaneous guesses from one address", async () => {
    const user = await newUser();
    const stranger = newAddress();
    const statuses = await Promise.all(
      range(30).map(async (i) => (await login(user.email, `parallel-${i}`, stranger)).status),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("forgets an address's failures once its quarter hour is over", async () => {
    const user = await newUser();
    const stranger = newAddress();
    for (const attempt of range(11)) await login(user.email, `wrong-${attempt}`, stranger);
    expect((await login(user.email, "again", stranger)).status).toBe(429);
    await env.DB.prepare(
      "UPDATE login_guesses SET window_started_at = window_started_at - ? WHERE email = ?",
    )
      .bind(15 * 60 * 1000, user.email)
      .run();
    expect((await login(user.email, user.password, stranger)).status).toBe(200);
  });

  it("starts the account afresh after a password reset", async () => {
    const user = await newUser();
    const stranger = newAddress();
    for (const attempt of range(11)) await login(user.email, `wrong-${attempt}`, stranger);
    expect(await guesses(user.email)).toBeGreaterThan(0);
    const token = await requestResetToken(user.email);
    const reset = await api("/reset-password/", {
      method: "POST",
      json: { token, new_password: "brand-new-pass" },
    });
    expect(reset.status).toBe(200);
    expect(await guesses(user.email)).toBe(0);
    expect((await login(user.email, "brand-new-pass", stranger)).status).toBe(200);
  });

  it("bounds what one address can store by guessing at made-up emails", async () => {
    const stranger = newAddress();
    for (const i of range(30)) {
      expect((await login(`ghost-${i}@example.com`, "guess", stranger)).status).toBe(400);
    }
    const over = await login("ghost-30@example.com", "guess", stranger);
    expect(over.status).toBe(429);
    expect(await guesses("ghost-30@example.com")).toBe(0);
    // Another address is not held up by it.
    expect((await login("ghost-30@example.com", "guess", newAddress())).status).toBe(400);
  });
});

describe("anonymous writes from one address", () => {
  it("allow 5 sign-ups an hour, while other addresses go on", async () => {
    const office = newAddress();
    const signup = (i: number, source: string) =>
      api("/users/signup", {
        method: "POST",
        source,
        json: { email: `signup-${i}-${crypto.randomUUID()}@example.com`, password: "password123" },
      });
    for (const i of range(5)) expect((await signup(i, office)).status).toBe(201);
    const over = await signup(5, office);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "signup_throttled" });
    expect((await signup(6, newAddress())).status).toBe(201);
  });

  it("count an IPv6 subscriber's /64 as one source, and leave the local server unlimited", async () => {
    const signup = (source: string) =>
      api("/users/signup", {
        method: "POST",
        source,
        json: { email: `v6-${crypto.randomUUID()}@example.com`, password: "password123" },
      });
    const statuses = [];
    for (const i of range(6)) statuses.push((await signup(`2001:db8:aa:bb::${i + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await signup("2001:db8:aa:bc::1")).status).toBe(201);
    // What the local server (npm start, the browser tests) sends for every request.
    for (const _ of range(6)) expect((await signup("127.0.0.1")).status).toBe(201);
  });

  it("allow 3 recovery mails an hour to one address, and 10 from one source", async () => {
    const user = await newUser();
    const recover = (email: string, source: string) =>
      api(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST", source });
    for (const _ of range(3)) expect((await recover(user.email, newAddress())).status).toBe(200);
    const bombed = await recover(user.email, newAddress());
    expect(bombed.status).toBe(429);
    expect(await bombed.json()).toMatchObject({ code: "recovery_throttled" });

    const sender = newAddress();
    for (const i of range(10)) {
      expect((await recover(`nobody-${i}@example.com`, sender)).status).toBe(200);
    }
    expect((await recover("nobody-10@example.com", sender)).status).toBe(429);
  });
});

describe("access tokens", () => {
  it("are refused when correctly signed but without an expiry", async () => {
    const user = await newUser();
    const me = (await (await api("/users/me", { token: user.token })).json()) as { id: string };
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(me.id)
      .setIssuer("moim-rsvp")
      .setAudience("moim-rsvp:access")
      .setIssuedAt()
      .sign(new TextEncoder().encode("test-secret-key-that-is-long-enough-0123456789"));
    const res = await api("/users/me", { token: forever });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_access_token" });
  });
});
