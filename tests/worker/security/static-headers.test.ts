import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { COMMON_HEADERS, headersFile, pageCsp } from "../../../worker/security-policy";
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
  it("the Worker serves the app's routes with the security headers, revalidated", async () => {
    const withAssets = { ...env, ASSETS: fakeAssets };
    for (const path of ["/login", "/events/x/responses", "/no/such/page"]) {
      const res = await worker.fetch(new Request(`http://localhost${path}`), withAssets, ctx);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      for (const header of REQUIRED)
        expect(res.headers.get(header), `${path} ${header}`).toBeTruthy();
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe-eval");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("a file the assets layer did not have is a 404, never the app's HTML", async () => {
    const withAssets = { ...env, ASSETS: fakeAssets };
    for (const path of ["/assets/index-gone123.js", "/favicon-old.png"]) {
      const res = await worker.fetch(new Request(`http://localhost${path}`), withAssets, ctx);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).not.toContain("text/html");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(res.headers.get("content-security-policy"), path).toBeTruthy();
    }
  });

  it("the build's _headers file gives the assets layer the same headers", () => {
    const file = headersFile("https://docs.google.com/forms/d/e/x/viewform");
    const [all, hashed] = file.split("/assets/*");
    expect(all).toContain(`Content-Security-Policy: ${pageCsp("https://docs.google.com/f")}`);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      expect(all).toContain(`  ${name}: ${value}`);
    }
    expect(all).toContain("  Cache-Control: no-cache");
    expect(hashed).toBe(
      "\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
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
