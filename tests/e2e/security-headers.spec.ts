import { type APIRequestContext, expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";

/** What every response must carry, page, file or API (docs/security.md). */
const REQUIRED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
];

const PAGES = [
  "/",
  "/about",
  "/login",
  "/signup",
  "/recover-password",
  "/reset-password?token=x",
  "/settings",
  "/admin",
  "/participants",
  "/bug-report",
  "/no/such/page",
];

async function missingHeaders(request: APIRequestContext, path: string, method = "GET") {
  const res = await request.fetch(path, { method, maxRedirects: 0 });
  const headers = res.headers();
  const missing = REQUIRED.filter((name) => !headers[name]);
  const csp = headers["content-security-policy"] ?? "";
  if (csp.includes("unsafe-eval") || /script-src[^;]*unsafe-inline/.test(csp)) {
    missing.push("strict script-src");
  }
  if (
    headers["strict-transport-security"] &&
    !/max-age=31536000/.test(headers["strict-transport-security"])
  ) {
    missing.push("HSTS of a year");
  }
  return { status: res.status(), missing, headers, body: res };
}

test("every page, every kind of file and every API route carries the security headers", async ({
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "헤더 점검",
    event_date: daysFromNow(3),
  });
  const report: string[] = [];
  const check = async (path: string, method = "GET") => {
    const { status, missing } = await missingHeaders(request, path, method);
    if (missing.length) report.push(`${method} ${path} (${status}): ${missing.join(", ")}`);
    return status;
  };

  // Pages of the SPA, the invite page, its link card, the product's card and robots.txt.
  for (const path of [...PAGES, `/events/${event.id}/public`, `/events/${event.id}/participants`]) {
    await check(path);
  }
  const invite = await (await request.get(`/events/${event.id}/public`)).text();
  const card = /<meta property="og:image" content="([^"]+)"/.exec(invite)?.[1] ?? "";
  expect(card).toMatch(/\/card\/[0-9a-f]{16}\.png$/);
  for (const path of [new URL(card).pathname, "/card.png", "/robots.txt"]) {
    expect(await check(path), path).toBe(200);
  }

  // Every file the built app refers to: scripts, styles, and the fonts the styles name.
  // /login is served as built (the about and invite pages inline their stylesheet).
  const html = await (await request.get("/login")).text();
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string),
  );
  for (const file of [...files]) {
    if (!file.endsWith(".css")) continue;
    const css = await (await request.get(file)).text();
    for (const match of css.matchAll(/url\((?:"|')?(\/assets\/[^)"']+)/g))
      files.add(match[1] as string);
  }
  const kinds = new Set([...files].map((file) => file.split(".").pop()));
  expect([...kinds].sort()).toEqual(expect.arrayContaining(["css", "js"]));
  for (const file of files) {
    const status = await check(file);
    expect(status, file).toBe(200);
  }

  // Every API route the OpenAPI document lists, with made-up ids: success or refusal alike.
  const openapi = (await (await request.get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const paths = Object.entries(openapi.paths);
  expect(paths.length).toBeGreaterThan(25);
  for (const [path, operations] of paths) {
    const concrete = path.replace(/\{[^}]+\}/g, (param) =>
      param === "{email}" ? "nobody@example.com" : crypto.randomUUID(),
    );
    for (const method of Object.keys(operations)) {
      await check(`/api/v1${concrete}`, method.toUpperCase());
    }
  }

  expect(report, report.join("\n")).toEqual([]);
});

test("hashed files are cached for a year, pages are revalidated", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
  expect((await request.get(script)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  for (const page of ["/", "/login", "/about", "/events/x/responses"]) {
    expect((await request.get(page)).headers()["cache-control"], page).toBe("no-cache");
  }
});

test("a file that is not there is a 404, never the app's HTML cached for a year", async ({
  request,
}) => {
  for (const path of ["/assets/index-gone1234.js", "/assets/gone.css", "/old-icon.png"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).not.toContain("text/html");
    expect(res.headers()["cache-control"], path).not.toContain("immutable");
  }
});
