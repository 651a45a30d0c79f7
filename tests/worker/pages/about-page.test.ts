import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

// What the build leaves for /about (scripts/build/prerender-about.ts): index.html with the page
// already inside #root. The assets layer answers /about with it.
const PRERENDERED = `<!doctype html><html lang="ko"><head><title>모임 RSVP</title>
<link rel="stylesheet" crossorigin href="/assets/index-hero.css"></head>
<body><div id="root"><main><h1>모임 준비는 가볍게</h1><a href="/signup">무료 회원가입</a></main></div>
<script type="module" src="/assets/index-abc.js"></script></body></html>`;
// Its own file name: a stylesheet's text is kept per name for the isolate's life, as a build's
// names are per content, and other tests' pages have theirs.
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

// The pages the build leaves for each language (about.html, and about-en.html which the Worker
// asks for as /about-en), with the charset tag the preview tags follow.
const KOREAN = PRERENDERED.replace("<head>", '<head><meta charset="UTF-8" />');
const ENGLISH = KOREAN.replace("모임 준비는 가볍게", "Gatherings, made light").replace(
  "무료 회원가입",
  "Sign up free",
);

function bothLanguages(asked: string[]) {
  return fakeAssets((pathname) => {
    asked.push(pathname);
    if (pathname.endsWith(".css"))
      return new Response(CSS, { headers: { "content-type": "text/css" } });
    const page = pathname === "/about-en" ? ENGLISH : KOREAN;
    return new Response(page, { headers: { "content-type": "text/html" } });
  });
}

const about = (headers: Record<string, string>, asked: string[] = []) =>
  worker.fetch(
    incoming("http://localhost/about", { headers }),
    { ...env, ASSETS: bothLanguages(asked) },
    executionContext,
  );

describe("/about in the reader's language", () => {
  it("serves the English page to a reader whose browser asks for English", async () => {
    const asked: string[] = [];
    const res = await about({ "Accept-Language": "en-US,en;q=0.9" }, asked);
    expect(asked[0]).toBe("/about-en");
    const html = await res.text();
    expect(html).toContain("<h1>Gatherings, made light</h1>");
    expect(html).toContain('<html lang="en" data-language="en">');
    expect(html).toContain(
      '<meta property="og:title" content="Moim RSVP - RSVPs with a single invite link" />',
    );
    expect(html).toContain('content="http://localhost/card-en.png"');
    const vary = res.headers.get("Vary") ?? "";
    expect(vary).toContain("Accept-Language");
    expect(vary).toContain("Cookie");
  });

  it("serves the Korean page by default, and to a reader who chose Korean over the browser's English", async () => {
    const readers: Record<string, string>[] = [{}, { "Accept-Language": "en", Cookie: "lang=ko" }];
    for (const headers of readers) {
      const asked: string[] = [];
      const html = await (await about(headers, asked)).text();
      expect(asked[0]).toBe("/about");
      expect(html).toContain("<h1>모임 준비는 가볍게</h1>");
      expect(html).toContain('<html lang="ko" data-language="ko">');
      expect(html).toContain(
        '<meta property="og:title" content="모임 RSVP - 초대 링크 하나로 참석 관리" />',
      );
      expect(html).toContain('content="http://localhost/card.png"');
    }
  });
});
