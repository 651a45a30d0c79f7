import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashAccountPassword, verifyPassword } from "../../../worker/lib/password";
import { ACCOUNT_SCRYPT, FULL_COST, RESPONSE_PBKDF2 } from "../../../worker/lib/password-cost";
import { API } from "../../support/worker/api";
import { roomStub } from "../../support/worker/events";
import { callWorker, deployedEnv, incoming } from "../../support/worker/worker-fetch";

/** A JSON call to the Worker as deployed: full-cost hashes, as production makes them. */
const deployed = (path: string, json: unknown) =>
  callWorker(
    incoming(`${API}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
      body: JSON.stringify(json),
    }),
    deployedEnv(),
  );

describe("password hashing parameters", () => {
  it("hash account passwords with scrypt N=2^15, r=8, p=3", () => {
    expect(ACCOUNT_SCRYPT.N).toBe(32768);
    expect(ACCOUNT_SCRYPT.r).toBe(8);
    expect(ACCOUNT_SCRYPT.p).toBe(3);
    expect(ACCOUNT_SCRYPT.keyLength).toBeGreaterThanOrEqual(32);
  });

  it("keep PBKDF2 within production workerd's 100,000-iteration cap, at the cap", () => {
    // Production workerd refuses more than 100,000 iterations; local workerd does not.
    expect(RESPONSE_PBKDF2.iterations).toBeLessThanOrEqual(100_000);
    expect(RESPONSE_PBKDF2.iterations).toBe(100_000);
  });

  it("store the algorithm and parameters in the hash string, never the password", async () => {
    const password = "stored-clear-password";
    const email = "hash-check@example.com";
    const res = await deployed("/users/signup", { email, password, full_name: "Hash Check" });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT hashed_password FROM users WHERE email = ?")
      .bind(email)
      .first<{ hashed_password: string }>();
    expect(row).not.toBeNull();
    const stored = row?.hashed_password ?? "";
    expect(stored.startsWith("scrypt$32768$8$3$")).toBe(true);
    expect(stored).not.toContain(password);
    expect(stored.split("$")).toHaveLength(7);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword("stored-clear-passworD", stored)).toBe(false);
  });

  it("hash a response's password at the full 100,000 iterations as deployed", async () => {
    const signup = {
      email: "hash-owner@example.com",
      password: "owner-password-1",
      full_name: "O",
    };
    expect((await deployed("/users/signup", signup)).status).toBe(201);
    const login = await callWorker(
      incoming(`${API}/login/access-token`, {
        method: "POST",
        headers: { "CF-Connecting-IP": "198.51.100.7" },
        body: new URLSearchParams({ username: signup.email, password: signup.password }),
      }),
      deployedEnv(),
    );
    const { access_token } = (await login.json()) as { access_token: string };
    const created = await callWorker(
      incoming(`${API}/events/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${access_token}` },
        body: JSON.stringify({
          title: "Hash check",
          event_date: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      }),
      deployedEnv(),
    );
    const { id } = (await created.json()) as { id: string };
    const answer = { name: "해시", password: "1234", status: "attending" };
    expect((await deployed(`/events/${id}/submit`, answer)).status).toBe(201);
    // The hash is kept by the event's room, not in D1.
    const stored = await runInDurableObject(roomStub(env, id), (_room, state) =>
      String(state.storage.sql.exec("SELECT password_hash FROM responses").one().password_hash),
    );
    expect(stored.startsWith("pbkdf2-sha256$100000$")).toBe(true);
  });

  it("salt every hash, so one password never gives the same string twice", async () => {
    const first = await hashAccountPassword("same-password", FULL_COST);
    const second = await hashAccountPassword("same-password", FULL_COST);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same-password", second)).toBe(true);
  });

  it("refuse to verify against a malformed hash rather than throw", async () => {
    for (const stored of ["", "plain-text", "scrypt$1$2", "md5$abc$def"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
