import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

// What the build leaves for /about (scripts/build/prerender-about.ts): index.html with the page
// already inside #root. The assets layer answers /about with it.
const PRERENDERED = `<!doctype html><html lang="ko"><head><title>모임 RSVP</title>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>
<body><div id="root"><main><h1>모임 준비는 가볍게</h1><a href="/signup">무료 회원가입</a></main></div>
<script type="module" src="/assets/index-abc.js"></script></body></html>`;
const CSS = ".hero{color:teal}";

function assetsRecording(asked: string[]) {
  return fakeAssets((pathname) => {
    asked.push(pathname);
    return pathname.endsWith(".css")
      ? new Response(CSS, { headers: { "content-type": "text/css" } })
      : new Response(PRERENDERED, { headers: { "content-type": "text/html" } });
  });
}

describe("/about", () => {
  it("serves the page rendered at build time, with the security headers and no inline script", async () => {
    const asked: string[] = [];
    const res = await worker.fetch(
      incoming("http://localhost/about/"),
      { ...env, ASSETS: assetsRecording(asked) },
      executionContext,
    );
    expect(res.status).toBe(200);
    expect(asked[0]).toBe("/about");
    const html = await res.text();
    expect(html).toContain('<div id="root"><main><h1>모임 준비는 가볍게</h1>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("carries its stylesheet inline, so it paints from the HTML alone", async () => {
    const res = await worker.fetch(
      incoming("http://localhost/about"),
      { ...env, ASSETS: assetsRecording([]) },
      executionContext,
    );
    const html = await res.text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });
});
