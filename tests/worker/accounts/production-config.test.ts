import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "../../support/worker/api";
import { callWorker, incoming, productionEnv } from "../../support/worker/worker-fetch";

const STRONG_SECRET = "a-strong-production-secret-0123456789-abcdef";
const STRONG_PASSWORD = "a-non-default-superuser-password";

const call = (path: string, overrides: Partial<Cloudflare.Env>) =>
  callWorker(incoming(`${API}${path}`), productionEnv(overrides));

describe("the Worker in production mode", () => {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("refuses to serve with the default SECRET_KEY, with a 503 naming it", async () => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: "changethis",
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
    });
    expect(res.status).toBe(503);
    const { detail } = (await res.json()) as { detail: string };
    expect(detail).toContain("SECRET_KEY");
    expect(detail).toContain("production");
    // The operator sees the same reason in the Worker's logs.
    expect(logged.join("\n")).toContain("SECRET_KEY");
  });

  it("refuses to serve with a short SECRET_KEY", async () => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: "short-secret",
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toContain("SECRET_KEY");
  });

  it("refuses to serve with the default superuser password, naming it", async () => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: "changethis",
    });
    expect(res.status).toBe(503);
    const { detail } = (await res.json()) as { detail: string };
    expect(detail).toContain("FIRST_SUPERUSER_PASSWORD");
    expect(detail).not.toContain("SECRET_KEY");
  });

  it("refuses to serve when no ENVIRONMENT and no secrets are set", async () => {
    const res = await call("/utils/health-check/", {
      ENVIRONMENT: undefined,
      SECRET_KEY: undefined,
      FIRST_SUPERUSER_PASSWORD: undefined,
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toContain("SECRET_KEY");
  });

  it("refuses to serve without a VAPID key pair, or with one that is not P-256's", async () => {
    for (const keys of [
      { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined },
      { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: "" },
      { VAPID_PUBLIC_KEY: "not-a-key", VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY },
    ]) {
      const res = await call("/utils/health-check/", {
        SECRET_KEY: STRONG_SECRET,
        FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
        ...keys,
      });
      expect(res.status).toBe(503);
      const { detail } = (await res.json()) as { detail: string };
      expect(detail).toContain("VAPID_PUBLIC_KEY");
      expect(detail).not.toContain("SECRET_KEY must");
    }
  });

  // wrangler.toml ships `no-reply@example.com`; Email Sending sends from no reserved domain.
  it.each([
    ["the shipped placeholder", "no-reply@example.com"],
    ["no sender at all", ""],
    ["a placeholder with other letters", " No-Reply@Mail.EXAMPLE.org "],
    ["a reserved test domain", "rsvp@moim.test"],
    ["a name and address instead of one address", "모임 <no-reply@moim-rsvp.kr>"],
  ])("refuses to serve with %s as MAIL_FROM, naming it", async (_, mailFrom) => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
      MAIL_FROM: mailFrom,
    });
    expect(res.status).toBe(503);
    const { detail } = (await res.json()) as { detail: string };
    expect(detail).toContain("MAIL_FROM must be an address of your onboarded");
    expect(detail).not.toContain("SECRET_KEY must");
    expect(logged.join("\n")).toContain("MAIL_FROM");
  });

  it("serves with a sender of a real domain, the placeholder's only in its local part", async () => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
      MAIL_FROM: "example.com@mail.not-example.co.kr",
    });
    expect(res.status).toBe(200);
  });

  // The tests' knobs: a one-second offer hour, the local push service's host, light hashes.
  it.each([
    ["TEST_HOUR_SECONDS", "1"],
    ["PUSH_TEST_HOSTS", "localhost"],
    ["LIGHT_PASSWORD_HASHING", "1"],
  ] as const)("refuses to serve with the tests' %s, naming it", async (name, value) => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
      [name]: value,
    });
    expect(res.status).toBe(503);
    const { detail } = (await res.json()) as { detail: string };
    expect(detail).toContain(name);
    expect(detail).not.toContain("SECRET_KEY must");
  });

  it("serves with a strong secret and a non-default superuser password", async () => {
    const res = await call("/utils/health-check/", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
  });

  it("has no outbox: GET /utils/outbox is 404", async () => {
    const res = await call("/utils/outbox", {
      SECRET_KEY: STRONG_SECRET,
      FIRST_SUPERUSER_PASSWORD: STRONG_PASSWORD,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_found" });
    // The same request in local mode does reach the outbox.
    const local = await call("/utils/outbox", { ENVIRONMENT: "local" });
    expect(local.status).toBe(200);
  });
});
