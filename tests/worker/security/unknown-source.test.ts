import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "../../support/worker/api";
import { callWorker, deployedEnv, incoming } from "../../support/worker/worker-fetch";

let signups = 0;
/** A sign-up (5 per source per hour) sent with `address` as CF-Connecting-IP, or none. */
async function signUp(environment: Cloudflare.Env, address?: string) {
  signups += 1;
  const headers = new Headers({ "Content-Type": "application/json" });
  if (address !== undefined) headers.set("CF-Connecting-IP", address);
  return callWorker(
    incoming(`${API}/users/signup`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        email: `nobody${signups}-${crypto.randomUUID().slice(0, 8)}@example.com`,
        password: "password123",
      }),
    }),
    environment,
  );
}

describe("a request without a client address", () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    for (const method of ["log", "warn"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("in production is one shared, limited source, and its request line says so", async () => {
    const prod = deployedEnv();
    for (const attempt of [1, 2, 3, 4, 5]) {
      expect((await signUp(prod)).status, `sign-up ${attempt}`).toBe(201);
    }
    const refused = await signUp(prod);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      detail: expect.any(String),
      code: "signup_throttled",
    });
    // A loopback address is the same shared source.
    expect((await signUp(prod, "127.0.0.1")).status).toBe(429);
    expect((await signUp(prod, "::1")).status).toBe(429);
    // An address of its own is not held back by it.
    expect((await signUp(prod, "198.18.200.1")).status).toBe(201);

    const requestLines = lines
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requestLines).toHaveLength(9);
    expect(requestLines.slice(0, 8).every((line) => line.level === "warn")).toBe(true);
    expect(requestLines[0]).toMatchObject({ client_address: "missing or loopback" });
    expect(requestLines[8]).toMatchObject({ level: "info" });
    expect(requestLines[8]).not.toHaveProperty("client_address");
    // Nothing but the request line: no password, no second line per request.
    expect(lines.join("\n")).not.toContain("password123");
  });

  it("off Cloudflare (npm start, the browser tests) is not limited, as before", async () => {
    for (const address of [undefined, "127.0.0.1"]) {
      for (const attempt of [1, 2, 3, 4, 5, 6]) {
        expect((await signUp(env, address)).status, `${address} #${attempt}`).toBe(201);
      }
    }
    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.every((line) => !line.includes("client_address"))).toBe(true);
  });
});
