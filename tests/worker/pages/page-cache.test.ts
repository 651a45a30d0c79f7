import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { snapshotOf } from "../../../worker/pages/snapshots";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

// The tests' environment has no built assets: the shell comes from a fake, as in event-page.test.ts.
const SHELL = `<!doctype html><html lang="ko"><head><title>x</title></head><body><div id="root"></div></body></html>`;
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));
const page = (path: string) =>
  worker.fetch(incoming(`http://localhost${path}`), { ...env, ASSETS: assets }, executionContext);
const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";

describe("the invite page's rendered markup is kept per event, not per spelling", () => {
  it("renders one page for every spelling of its path, and keeps a bounded few", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "철자" });
    const id = event.id;
    const ID = id.toUpperCase();
    const spellings = [
      `/events/${id}/public`,
      `/EVENTS/${ID}/Public`,
      `/Events/${id}/PUBLIC/`,
      `/events/${ID}/public/`,
      `/eVeNtS/${ID}/pUbLiC`,
    ];
    const bodies: string[] = [];
    for (const path of spellings) {
      const res = await page(path);
      expect(res.status).toBe(200);
      bodies.push(rootOf(await res.text()));
    }
    expect(bodies[0]).toContain("철자");
    for (const body of bodies) expect(body).toBe(bodies[0]);
    expect((await snapshotOf(env, id))?.markup.size).toBe(1);

    // Forms, lists and any other parameters: still only the few pages there are.
    for (const search of [
      "?mode=delete",
      "?list=all",
      "?mode=delete&list=all",
      "?x=1",
      "?MODE=x",
    ]) {
      for (const path of spellings) expect((await page(`${path}${search}`)).status).toBe(200);
    }
    expect((await snapshotOf(env, id))?.markup.size).toBe(4);
  });
});

describe("the invite page is never an old copy", () => {
  it("asks for the shell whole and carries none of its validators, so a revalidation gets the page as it is now", async () => {
    const etag = '"shell-1"';
    const asked: (string | null)[] = [];
    // The assets layer as deployed: index.html with its ETag, a 304 when the browser has it.
    const conditional = fakeAssets(() => new Response(SHELL, { headers: { ETag: etag } }));
    const layer = {
      fetch: (request: Request) => {
        asked.push(request.headers.get("If-None-Match"));
        return request.headers.get("If-None-Match") === etag
          ? Promise.resolve(new Response(null, { status: 304, headers: { ETag: etag } }))
          : conditional.fetch(request);
      },
    } as unknown as Fetcher;
    const { token } = await newUser();
    const event = await createEvent(token, { title: "새 소식" });
    const res = await worker.fetch(
      incoming(`http://localhost/events/${event.id}/public`, {
        headers: { "If-None-Match": etag },
      }),
      { ...env, ASSETS: layer },
      executionContext,
    );
    expect(res.status).toBe(200);
    expect(rootOf(await res.text())).toContain("새 소식");
    expect(res.headers.get("ETag")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(asked).toEqual([null]);
  });
});
