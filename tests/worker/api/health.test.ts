import { describe, expect, it } from "vitest";
import { api } from "../../support/worker/api";

describe("GET /utils/health-check/", () => {
  it("answers true", async () => {
    const res = await api("/utils/health-check/");
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
  });
});
