import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { snapshotOf } from "../../../worker/link-preview/snapshots";
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
