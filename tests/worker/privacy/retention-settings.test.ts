import { describe, expect, it } from "vitest";
import { configWith } from "../../support/worker/app-settings";

/**
 * The event dialog bounds an event's `retention_days` by the installation's RETENTION_DAYS,
 * which it reads from GET /utils/config (before sign-in too: it is no secret).
 */
describe("GET /utils/config: the most days an event may keep personal data", () => {
  it("is the installation's RETENTION_DAYS", async () => {
    expect((await configWith({ RETENTION_DAYS: "14" })).retention_days).toBe(14);
  });

  it("is 30 where the installation sets none", async () => {
    expect((await configWith({ RETENTION_DAYS: "" })).retention_days).toBe(30);
  });
});
