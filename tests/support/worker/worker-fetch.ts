import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../../worker/index";

/** What the Worker's fetch receives: tests build plain Requests and call it directly. */
export type IncomingRequest = Parameters<typeof worker.fetch>[0];
export const incoming = (url: string, init?: RequestInit) =>
  new Request(url, init) as IncomingRequest;

/** An execution context for calling the Worker's fetch handler directly. */
export const executionContext = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** An assets binding that answers every path with `respond(pathname)`, like the built SPA. */
export const fakeAssets = (respond: (pathname: string) => Response) =>
  ({
    fetch: async (request: Request) => respond(new URL(request.url).pathname),
  }) as unknown as Fetcher;

/** A sender on a domain an operator onboarded to Email Sending, as a deployment sets MAIL_FROM. */
export const DEPLOYED_MAIL_FROM = "no-reply@moim-rsvp.kr";

/** Who runs a deployment in these tests, as /privacy names them. */
export const DEPLOYED_PRIVACY_CONTACT = "모임 RSVP 운영팀, privacy@moim-rsvp.kr";

/** The first superuser a deployment in these tests names. */
export const DEPLOYED_SUPERUSER = "owner@deployed.example.com";

/**
 * The Worker's environment as a deployment has it: production, its own sender, and none of the
 * tests' knobs (the one-second offer hour, the local push service's host, light password
 * hashes). `overrides` add the secrets a test needs, or leave them out to see the Worker refuse
 * to serve.
 */
export const productionEnv = (overrides: Partial<Cloudflare.Env> = {}): Cloudflare.Env => ({
  ...env,
  ENVIRONMENT: "production",
  // A deployment's own first superuser: production replaces a default password it finds, and
  // the local one is every other test's (tests/worker/accounts/production-superuser.test.ts
  // deploys that one on purpose, in a runner of its own).
  FIRST_SUPERUSER: DEPLOYED_SUPERUSER,
  MAIL_FROM: DEPLOYED_MAIL_FROM,
  PRIVACY_CONTACT: DEPLOYED_PRIVACY_CONTACT,
  TEST_HOUR_SECONDS: "",
  PUSH_TEST_HOSTS: "",
  LIGHT_PASSWORD_HASHING: "",
  ...overrides,
});

/** Production as `wrangler secret put` leaves it: a real secret key and a chosen password. */
export const DEPLOYED_SUPERUSER_PASSWORD = "a-chosen-password-2026";
export const deployedEnv = () =>
  productionEnv({
    SECRET_KEY: "production-secret-key-0123456789abcdef-0123456789",
    FIRST_SUPERUSER_PASSWORD: DEPLOYED_SUPERUSER_PASSWORD,
  });

/** A request to the Worker's fetch handler in `environment`, once its after-answer work is done. */
export async function callWorker(request: IncomingRequest, environment: Cloudflare.Env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, environment, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
