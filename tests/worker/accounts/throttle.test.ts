import { describe, expect, it } from "vitest";
import { login, newUser } from "../../support/worker/api";

// A file of its own: the throttle's counters live in this file's D1 and nothing else may use them.
describe("POST /login/access-token throttle", () => {
  it("answers 429 with Retry-After after 10 failures in 15 minutes, even for the right password", async () => {
    const victim = await newUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await login(victim.email, `wrong-password-${attempt}`);
      expect(res.status).toBe(400);
    }
    const blocked = await login(victim.email, victim.password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = (await blocked.json()) as { detail: unknown };
    expect(typeof body.detail).toBe("string");

    // The email is matched case-insensitively: another spelling is blocked too.
    expect((await login(victim.email.toUpperCase(), victim.password)).status).toBe(429);
  });

  it("leaves another email unaffected", async () => {
    const bystander = await newUser();
    const res = await login(bystander.email, bystander.password);
    expect(res.status).toBe(200);
  });

  it("counts failures for unknown emails too, so guessing accounts is throttled", async () => {
    const email = "ghost@example.com";
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(email, `guess-${attempt}`)).status).toBe(400);
    }
    expect((await login(email, "guess-11")).status).toBe(429);
  });

  it("lets no more than 10 of a burst of simultaneous guesses be checked", async () => {
    const user = await newUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `parallel-guess-${i}`)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await login(user.email, user.password)).status).toBe(429);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(user.email, `wrong-${attempt}`)).status).toBe(400);
    }
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(user.email, `wrong-again-${attempt}`)).status).toBe(400);
    }
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});
