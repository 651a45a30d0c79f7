import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { serviceWorkerOf } from "../support/e2e/push";

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its header (IHDR, right after the signature). */
async function pngSize(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()["content-type"], path).toBe("image/png");
  const bytes = await res.body();
  expect(bytes.subarray(1, 4).toString("latin1"), path).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The page's own <head> as the browser has it, after the app has taken over. */
async function installTags(page: Page) {
  const head = page.locator("head");
  return {
    manifest: await head.locator('link[rel="manifest"]').getAttribute("href"),
    touchIcon: await head.locator('link[rel="apple-touch-icon"]').getAttribute("href"),
    themeColor: await head.locator('meta[name="theme-color"]').getAttribute("content"),
  };
}

test("/sw.js is served as JavaScript, always revalidated, under the pages' policy", async ({
  request,
}) => {
  const res = await request.get("/sw.js");
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers["content-type"]).toMatch(/^text\/javascript\b/);
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  // No fetch handler: the app's requests keep going to the network as before.
  expect(await res.text()).not.toMatch(/addEventListener\(\s*["']fetch["']/);
});

test("the manifest names the app in Korean and its icons load at the sizes it says", async ({
  request,
}) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json\b/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "모임 RSVP",
    short_name: "모임 RSVP",
    lang: "ko",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    expect(icon.type).toBe("image/png");
    expect(await pngSize(request, icon.src), icon.src).toBe(icon.sizes);
  }
  // The home-screen icon iOS asks for, and the notification badge.
  expect(await pngSize(request, "/icons/apple-touch-icon.png")).toBe("180x180");
  expect(await pngSize(request, "/icons/badge-96.png")).toBe("96x96");
});

test("every kind of page links the manifest, the home-screen icon and the theme colour", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "홈 화면에 추가하는 모임",
    event_date: daysFromNow(5),
  });
  const theme = ((await (await request.get("/manifest.webmanifest")).json()) as Manifest)
    .theme_color;
  const cdp = await page.context().newCDPSession(page);
  // The app's pages (front page, a sign-in page served as built, /about prerendered, the
  // invite page rendered by the Worker, which links the event's own) and the API docs, which
  // has its own HTML.
  const invite = `/events/${event.id}/public`;
  for (const path of ["/", "/login", "/about", invite, "/api/v1/docs"]) {
    const manifest =
      path === invite ? `/events/${event.id}/manifest.webmanifest` : "/manifest.webmanifest";
    // The tags are in the served HTML's head: no need to wait for images, fonts or the app.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await installTags(page), path).toEqual({
      manifest,
      touchIcon: "/icons/apple-touch-icon.png",
      themeColor: theme,
    });
    // Chromium itself fetches and reads it (the page's CSP allowing), with nothing to object to.
    const { url, errors } = await cdp.send("Page.getAppManifest");
    expect(new URL(url).pathname, path).toBe(manifest);
    expect(errors, path).toEqual([]);
  }
});

test("an invite page added to the home screen opens the event, not the site's front page", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "홈 화면에서 여는 모임",
    event_date: daysFromNow(5),
  });
  const invite = `/events/${event.id}/public`;
  await page.goto(invite, { waitUntil: "domcontentloaded" });
  // The manifest as Chromium reads it for installing the page: it starts at the event, and
  // is an app of its own beside another event's; the whole site stays inside it.
  const cdp = await page.context().newCDPSession(page);
  const { data, errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  const origin = new URL(page.url()).origin;
  const read = JSON.parse(data ?? "null") as Manifest & { id: string };
  expect(new URL(read.start_url, origin).href).toBe(`${origin}${invite}`);
  expect(new URL(read.id, origin).href).toBe(`${origin}${invite}`);
  expect(read.scope).toBe("/");
  expect(read.short_name).toBe("홈 화면에서 여는 모임");
  const site = (await (await request.get("/manifest.webmanifest")).json()) as Manifest;
  expect({
    ...read,
    id: undefined,
    start_url: undefined,
    name: undefined,
    short_name: undefined,
  }).toEqual({
    ...site,
    id: undefined,
    start_url: undefined,
    name: undefined,
    short_name: undefined,
  });

  // Opening that start address shows the event, not the front page and its way to /about.
  await page.goto(read.start_url);
  await expect(page).toHaveURL(`${origin}${invite}`);
  await expect(page.getByRole("heading", { name: "홈 화면에서 여는 모임" })).toBeVisible();
});

test("@notifications a page can register the service worker, which shows a push as a Korean notification", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/login");
  // Registering under the page's CSP: worker-src falls back to script-src 'self'.
  const scope = await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js");
    return (await navigator.serviceWorker.ready).scope;
  });
  expect(new URL(scope).pathname).toBe("/");
  // A push as the browser's push service hands it over, delivered through DevTools.
  const { deliver, shown } = await serviceWorkerOf(page);
  const origin = new URL(scope).origin;

  await deliver(
    JSON.stringify({
      title: "참석이 확정되었어요",
      body: "'홈 화면 모임' 대기 명단에서 참석으로 옮겨졌어요.",
      url: "/events/abc/public",
      tag: "promoted-1",
    }),
  );
  await expect.poll(shown).toEqual([
    {
      title: "참석이 확정되었어요",
      body: "'홈 화면 모임' 대기 명단에서 참석으로 옮겨졌어요.",
      tag: "promoted-1",
      data: { url: "/events/abc/public" },
      icon: `${origin}/icons/icon-192.png`,
    },
  ]);

  // Something that is not the server's notice still shows something (userVisibleOnly).
  await deliver("not json");
  await expect
    .poll(async () => (await shown()).map((n) => `${n.title}: ${n.body}`))
    .toContain("모임 RSVP: 새 소식이 있어요");
});
