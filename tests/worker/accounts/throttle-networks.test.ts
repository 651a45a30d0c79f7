import { describe, expect, it } from "vitest";
import { login, newAddress, newUser } from "../../support/worker/api";

// A file of its own: the counters live in this file's D1 and nothing else may use them.
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("an account under pressure, guessed at from one IPv6 network", () => {
  it("gets, over 30 /64s of one /48, no more guesses than one address", async () => {
    const victim = await newUser();
    // 51 wrong passwords today, from 6 addresses: the account is under pressure.
    for (const [i, address] of range(5).map((i) => [i, newAddress()] as const)) {
      for (const attempt of range(10)) {
        expect((await login(victim.email, `wrong-${i}-${attempt}`, address)).status).toBe(400);
      }
    }
    expect((await login(victim.email, "tips-it-over", newAddress())).status).toBe(400);
    // 30 /64s of 2001:db8:77::/48, each in a /56 of its own, one guess each.
    const statuses = [];
    for (const subnet of range(30)) {
      const address = `2001:db8:77:${(subnet * 0x100).toString(16)}::1`;
      statuses.push((await login(victim.email, `spread-${subnet}`, address)).status);
    }
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
    // Another network still gets its tries, and the owner signs in from elsewhere.
    expect((await login(victim.email, "elsewhere", "2001:db8:78::1")).status).toBe(400);
    expect((await login(victim.email, victim.password, newAddress())).status).toBe(200);
  });
});
