import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

const SHELL = `<!doctype html><html lang="ko"><head><title>모임 RSVP</title>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const CSS = ".hero{color:teal}";
const assets = fakeAssets((pathname) =>
  pathname.endsWith(".css")
    ? new Response(CSS, { headers: { "content-type": "text/css" } })
    : new Response(SHELL, { headers: { "content-type": "text/html" } }),
);
const ctx = executionContext;

describe("/about", () => {
  it("arrives rendered: hero, calls to action and footer inside #root, no inline script", async () => {
    const res = await worker.fetch(
      incoming("http://localhost/about"),
      { ...env, ASSETS: assets },
      ctx,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "";
    for (const text of ["시작하기", "무료 회원가입", "로그인", "2024"])
      expect(root).toContain(text);
    expect(root).toContain('href="/signup"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("carries its stylesheet inline, so it paints from the HTML alone", async () => {
    const res = await worker.fetch(
      incoming("http://localhost/about"),
      { ...env, ASSETS: assets },
      ctx,
    );
    const html = await res.text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });
});
