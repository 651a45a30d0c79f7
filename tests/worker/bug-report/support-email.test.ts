import { describe, expect, it } from "vitest";
import { configWith } from "../../support/worker/app-settings";

describe("GET /utils/config: where /bug-report sends people without a form", () => {
  it("offers SUPPORT_EMAIL when it is one plain address", async () => {
    const config = await configWith({ FEEDBACK_FORM_URL: "", SUPPORT_EMAIL: " help@example.com " });
    expect(config).toEqual({
      feedback_form_url: null,
      support_email: "help@example.com",
      retention_days: 30,
    });
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
