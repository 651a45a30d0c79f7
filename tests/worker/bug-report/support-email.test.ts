import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { API } from "../../support/worker/api";
import { executionContext, incoming } from "../../support/worker/worker-fetch";

/** GET /utils/config as a Worker configured with these vars would answer it. */
async function configWith(vars: Partial<Env>) {
  const res = await worker.fetch(
    incoming(`${API}/utils/config`),
    { ...env, ...vars },
    executionContext,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { feedback_form_url: string | null; support_email: string | null };
}

describe("GET /utils/config: where /bug-report sends people without a form", () => {
  it("offers SUPPORT_EMAIL when it is one plain address", async () => {
    const config = await configWith({ FEEDBACK_FORM_URL: "", SUPPORT_EMAIL: " help@example.com " });
    expect(config).toEqual({ feedback_form_url: null, support_email: "help@example.com" });
  });

  it("offers no address when none is set", async () => {
    expect((await configWith({ SUPPORT_EMAIL: "" })).support_email).toBeNull();
  });

  it("offers nothing that would add recipients or headers to a mail link", async () => {
    for (const value of ["help@example.com?bcc=x@y.z", "a@b.c,d@e.f", "not an address"]) {
      expect((await configWith({ SUPPORT_EMAIL: value })).support_email).toBeNull();
    }
  });
});
