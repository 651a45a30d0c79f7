import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../../worker/middleware/request-body";
import { API, api, newUser, superuserToken } from "../../support/worker/api";

describe("request bodies", () => {
  it("refuses a body over 64 KiB with 413 and {detail}", async () => {
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
    const res = await api("/users/signup", {
      method: "POST",
      json: {
        email: "big-body@example.com",
        password: "password123",
        full_name: "x".repeat(65 * 1024),
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "body_too_large" });
  });

  it("refuses an oversized streamed body without a Content-Length with 413", async () => {
    const chunk = new TextEncoder().encode("a".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await exports.default.fetch(
      new Request(`${API}/users/signup`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: "body_too_large" });
  });

  it("answers malformed JSON with 422 in the list shape, like any invalid input", async () => {
    const user = await newUser();
    for (const [path, method, token] of [
      ["/users/signup", "POST", undefined],
      ["/users/me", "PATCH", user.token],
      ["/reset-password/", "POST", undefined],
    ] as const) {
      const res = await api(path, {
        method,
        token,
        headers: { "Content-Type": "application/json" },
        body: '{"email": "broken@example.com", ',
      });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(await res.json()).toEqual({
        detail: [
          { loc: ["body"], msg: "The request body is not valid JSON", type: "json_invalid" },
        ],
        code: "validation_failed",
      });
    }
  });

  it("answers a JSON body that is not an object with 422", async () => {
    const res = await api("/users/signup", { method: "POST", json: ["not", "an", "object"] });
    expect(res.status).toBe(422);
    expect(Array.isArray(((await res.json()) as { detail: unknown }).detail)).toBe(true);
  });
});

describe("routing", () => {
  it("answers an unknown /api route with a JSON 404", async () => {
    for (const path of ["/no-such-thing", "/users/me/extra/segments", "/utils/nothing"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_found" });
    }
    const outside = await exports.default.fetch(new Request("http://localhost/api/v2/users"));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ detail: expect.any(String), code: "not_found" });
  });

  it("routes a path with and without the trailing slash the same", async () => {
    const admin = await superuserToken();
    const slash = await api("/users/", { token: admin });
    const bare = await api("/users", { token: admin });
    expect(slash.status).toBe(200);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual(await slash.json());

    const user = await newUser();
    expect((await api("/users/me/", { token: user.token })).status).toBe(200);
    expect((await api("/utils/health-check")).status).toBe(200);
    expect((await api("/utils/health-check/")).status).toBe(200);
    for (const path of ["/reset-password", "/reset-password/"]) {
      const res = await api(path, {
        method: "POST",
        json: { token: "garbage", new_password: "long-enough-1" },
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ detail: "Invalid token", code: "invalid_reset_token" });
    }
  });

  it("answers a wrong method on a known path with a JSON 404 rather than a 500", async () => {
    for (const [method, path] of [
      ["GET", "/login/access-token"],
      ["PUT", "/password-recovery/someone@example.com"],
      ["DELETE", "/users/signup/extra"],
    ]) {
      const res = await api(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ detail: expect.any(String), code: "not_found" });
    }
  });
});
