import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

// The shells the build leaves (scripts/build/language-trees.ts): index.html loads the Korean
// tree, index-en.html (asked for as /index-en) the English one.
const shell = (entry: string) => `<!doctype html>
<html lang="ko">
  <head><meta charset="UTF-8" /><title>모임 RSVP</title></head>
  <body><div id="root"></div><script type="module" src="/assets/${entry}.js"></script></body>
</html>`;

function builtAssets(asked: string[] = [], withEnglish = true) {
  return fakeAssets((pathname) => {
    asked.push(pathname);
    if (pathname === "/index-en") {
      return withEnglish
        ? new Response(shell("index-english"), { headers: { "content-type": "text/html" } })
        : new Response("Not Found", { status: 404 });
    }
    return new Response(shell("index-korean"), { headers: { "content-type": "text/html" } });
  });
}

const open = (path: string, headers: Record<string, string>, assets = builtAssets()) =>
  worker.fetch(
    incoming(`http://localhost${path}`, { headers }),
    { ...env, ASSETS: assets },
    executionContext,
  );
const treeOf = async (res: Response) => {
  const html = await res.text();
  return {
    tree: /src="\/assets\/index-(\w+)\.js"/.exec(html)?.[1],
    language: /data-language="(\w+)"/.exec(html)?.[1],
  };
};

describe("each reader gets the browser's files of their language", () => {
  it("the app's pages: the English tree for an English reader, the Korean one otherwise", async () => {
    expect(await treeOf(await open("/login", { "Accept-Language": "en-GB,en;q=0.9" }))).toEqual({
      tree: "english",
      language: "en",
    });
    expect(await treeOf(await open("/login", { "Accept-Language": "ko-KR" }))).toEqual({
      tree: "korean",
      language: "ko",
    });
    // The switch's cookie first.
    const chosen = await open("/login", { "Accept-Language": "en", Cookie: "lang=ko" });
    expect(await treeOf(chosen)).toEqual({ tree: "korean", language: "ko" });
  });

  it("the invite page: the reader's tree, and for a crawler that names none the event's", async () => {
    const { token } = await newUser();
    const english = await createEvent(token, { title: "Book club", language: "en" });
    const korean = await createEvent(token, { title: "독서 모임", language: "ko" });
    const path = (id: string) => `/events/${id}/public`;
    expect(await treeOf(await open(path(korean.id), { "Accept-Language": "en-US" }))).toEqual({
      tree: "english",
      language: "en",
    });
    expect(await treeOf(await open(path(english.id), { Cookie: "lang=ko" }))).toEqual({
      tree: "korean",
      language: "ko",
    });
    const crawler = { "User-Agent": "facebookexternalhit/1.1" };
    expect(await treeOf(await open(path(english.id), crawler))).toEqual({
      tree: "english",
      language: "en",
    });
    expect(await treeOf(await open(path(korean.id), crawler))).toEqual({
      tree: "korean",
      language: "ko",
    });
  });

  it("a build without a language's tree (`vite` dev) serves the one shell it has", async () => {
    const asked: string[] = [];
    const res = await open("/login", { "Accept-Language": "en" }, builtAssets(asked, false));
    expect(res.status).toBe(200);
    expect(await treeOf(res)).toEqual({ tree: "korean", language: "en" });
    expect(asked).toEqual(["/index-en", "/"]);
  });
});
