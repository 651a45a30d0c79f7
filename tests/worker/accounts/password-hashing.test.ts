import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_SCRYPT,
  hashAccountPassword,
  RESPONSE_PBKDF2,
  verifyPassword,
} from "../../../worker/lib/password";
import { api } from "../../support/worker/api";

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
    const res = await api("/users/signup", {
      method: "POST",
      json: { email, password, full_name: "Hash Check" },
    });
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

  it("salt every hash, so one password never gives the same string twice", async () => {
    const first = await hashAccountPassword("same-password");
    const second = await hashAccountPassword("same-password");
    expect(first).not.toBe(second);
    expect(await verifyPassword("same-password", second)).toBe(true);
  });

  it("refuse to verify against a malformed hash rather than throw", async () => {
    for (const stored of ["", "plain-text", "scrypt$1$2", "md5$abc$def"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
