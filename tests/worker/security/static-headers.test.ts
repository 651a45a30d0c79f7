import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { pageCsp } from "../../../worker/static-assets";
import { executionContext } from "../../support/worker/worker-fetch";

const REQUIRED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
];

/** The assets layer stands in as a binding that answers like the built SPA would. */
const fakeAssets = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url);
    const type = pathname.endsWith(".js") ? "text/javascript" : "text/html";
    return new Response(pathname.endsWith(".js") ? "export {}" : "<!doctype html>", {
      headers: { "content-type": type },
    });
  },
} as unknown as Fetcher;

const ctx = executionContext;

describe("pages and files of the SPA", () => {
  it("carry the security headers, with immutable caching only for hashed files", async () => {
    const withAssets = { ...env, ASSETS: fakeAssets };
    for (const path of ["/", "/login", "/events/x/public", "/assets/index-abc123.js"]) {
      const res = await worker.fetch(new Request(`http://localhost${path}`), withAssets, ctx);
      for (const header of REQUIRED)
        expect(res.headers.get(header), `${path} ${header}`).toBeTruthy();
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe-eval");
      expect(res.headers.get("cache-control")).toBe(
        path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    }
  });

  it("allow framing only the configured feedback form's origin", () => {
    expect(pageCsp("https://docs.google.com/forms/d/e/x/viewform?embedded=true")).toContain(
      "frame-src https://docs.google.com;",
    );
    expect(pageCsp(undefined)).toContain("frame-src 'none'");
    expect(pageCsp("not a url")).toContain("frame-src 'none'");
    const csp = pageCsp(undefined);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
  });
});
