import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import SITE_MANIFEST from "../../../public/manifest.webmanifest?raw";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * An invite page added to a phone's home screen opens that event, not the site's front page:
 * the page links a manifest of its own (worker/pages/event-manifest.ts).
 */
const SHELL = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><link rel="manifest" href="/manifest.webmanifest" /><title>x</title></head><body><div id="root"></div></body></html>`;
/** The built app's files: the site's manifest as built, the shell for every other path. */
const assets = fakeAssets((pathname) =>
  pathname === "/manifest.webmanifest"
    ? new Response(SITE_MANIFEST, { headers: { "content-type": "application/manifest+json" } })
    : new Response(SHELL, { headers: { "content-type": "text/html" } }),
);
const get = (path: string) =>
  worker.fetch(incoming(`http://localhost${path}`), { ...env, ASSETS: assets }, executionContext);

const manifestLink = (html: string) => /<link rel="manifest" href="([^"]*)"/.exec(html)?.[1];

type Manifest = Record<string, unknown> & { icons: unknown[] };

describe("an invite page on the home screen", () => {
  it("links a manifest that starts at the event's page, the rest as the site's", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "홈 화면 송년회" });
    const html = await (await get(`/events/${event.id}/public`)).text();
    const href = manifestLink(html);
    expect(href).toBe(`/events/${event.id}/manifest.webmanifest`);

    const res = await get(href ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const manifest = (await res.json()) as Manifest;
    const site = JSON.parse(SITE_MANIFEST) as Manifest;
    const page = `/events/${event.id}/public`;
    expect(manifest).toEqual({
      ...site,
      id: page,
      start_url: page,
      name: "홈 화면 송년회 - 모임 RSVP",
      short_name: "홈 화면 송년회",
    });
    // The whole site stays inside the installed page, as with the site's manifest.
    expect(manifest.scope).toBe("/");
  });

  it("names an English event in English", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "Year-end party", language: "en" });
    const res = await get(`/events/${event.id}/manifest.webmanifest`);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).toBe("Year-end party - Moim RSVP");
    expect(manifest.lang).toBe("en");
  });

  it("is the same manifest whatever the spelling of its address", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "철자" });
    const res = await get(`/EVENTS/${event.id.toUpperCase()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Manifest).start_url).toBe(`/events/${event.id}/public`);
  });

  it("is not there for an unknown event, whose page keeps the site's manifest", async () => {
    const id = crypto.randomUUID();
    expect((await get(`/events/${id}/manifest.webmanifest`)).status).toBe(404);
    expect(manifestLink(await (await get(`/events/${id}/public`)).text())).toBe(
      "/manifest.webmanifest",
    );
  });
});
