import { afterEach, describe, expect, it, vi } from "vitest";
import { api, login, newUser } from "../../support/worker/api";
import { cancel, createEvent, modify, submit } from "../../support/worker/events";

describe("the Worker's logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("carry a request id per request and never a password or token", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    const owner = await newUser();
    await login(owner.email, "wrong-password-123");
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "비밀", password: "secret-rsvp" });
    await modify(event.id, "비밀", { password: "guess-rsvp" });
    await cancel(event.id, "비밀", "secret-rsvp");
    const changed = await api("/users/me/password", {
      method: "PATCH",
      token: owner.token,
      json: { current_password: owner.password, new_password: "brand-new-pass-1" },
    });
    expect(changed.status).toBe(200);

    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(7);
    for (const line of requestLines) {
      expect(JSON.parse(line).request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const everything = lines.join("\n");
    for (const secret of [
      owner.password,
      owner.token,
      "wrong-password-123",
      "secret-rsvp",
      "guess-rsvp",
      "brand-new-pass-1",
      "pbkdf2-sha256$",
      "scrypt$",
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
