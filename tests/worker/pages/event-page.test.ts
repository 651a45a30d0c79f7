import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GROUP_FIRST_ROWS } from "#contract/invite-page";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { cancel, createEvent, range, submit } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/** The built index.html as the assets binding would serve it for any SPA path. */
const SHELL = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="generic" />
    <title>모임 RSVP</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));
const ctx = executionContext;
const request = incoming;
const page = (path: string, init?: RequestInit) =>
  worker.fetch(request(`http://localhost${path}`, init), { ...env, ASSETS: assets }, ctx);

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

describe("invite pages unfold into a card", () => {
  it("carry the public snapshot inline, current as of the request", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "스냅샷", max_participants: 1 });
    await submit(event.id, { name: "first", password: "1234", status: "attending" });
    await submit(event.id, { name: "second", password: "1234", status: "attending" });
    await cancel(event.id, "first");

    const html = await (await page(`/events/${event.id}/public`)).text();
    const json = /<script type="application\/json" id="event-snapshot">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const snapshot = JSON.parse(json ?? "null");
    const api = await (
      await worker.fetch(request(`http://localhost/api/v1/events/${event.id}/public`), env, ctx)
    ).json();
    expect(snapshot).toEqual(api);
    expect(
      snapshot.responses.map((r: { name: string; status: string }) => [r.name, r.status]),
    ).toEqual([["second", "attending"]]);
  });

  it("escape hostile titles everywhere they appear", async () => {
    const { token } = await newUser();
    const hostile = `"><script>alert(1)</script><!-- ' & </title>`;
    const event = await createEvent(token, {
      title: hostile,
      location: "<b>x</b>",
      description: "</script><script>alert(2)</script>",
    });
    const html = await (await page(`/events/${event.id}/public`)).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // Only the app's own module script and the inert JSON block are scripts.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="application/json" id="event-snapshot">',
      '<script type="module" src="/assets/index-abc.js">',
    ]);
  });

  it("are neutral with a 404 for unknown events", async () => {
    // A deleted event's page says it was cancelled instead (events/cancelled-event.test.ts).
    const res = await page(`/events/${crypto.randomUUID()}/public`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(metaContent(html, "og:title")).toBe("모임 RSVP - 초대 링크 하나로 참석 관리");
    expect(html).not.toContain("event-snapshot");
    expect(html).toContain('<div id="root">');
  });

  it("are neutral with a 404 for an id that cannot be one, as for an unknown event", async () => {
    for (const path of ["/events/not-a-uuid/public", "/events/abc/public/"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(metaContent(html, "og:title")).toBe("모임 RSVP - 초대 링크 하나로 참석 관리");
      expect(html).not.toContain("event-snapshot");
    }
  });
});

describe("invite pages paint before the app's code arrives", () => {
  it("carry the page the app would render: details and participants inside #root", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "서버에서 그린 모임",
      location: "을지로 3가",
      max_participants: 1,
    });
    await submit(event.id, {
      name: "하은",
      password: "1234",
      status: "attending",
      message: "곧 봬요",
    });
    await submit(event.id, { name: "도윤", password: "1234", status: "attending" });

    const html = await (await page(`/events/${event.id}/public`)).text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "";
    expect(root).toContain("서버에서 그린 모임");
    expect(root).toContain("을지로 3가");
    expect(root).toContain("하은");
    expect(root).toContain("곧 봬요");
    expect(root).toContain("도윤");
    expect(root).not.toMatch(/<script/);
  });

  it("carry the first rows of each group of a long list, the whole list when asked", async () => {
    const { token } = await newUser();
    const attending = GROUP_FIRST_ROWS + 15;
    const event = await createEvent(token, { title: "큰 모임", max_participants: attending });
    const total = attending + 5;
    for (const batch of [range(total).slice(0, 20), range(total).slice(20)]) {
      await Promise.all(
        batch.map((i) =>
          submit(event.id, { name: `참석자 ${i + 1}`, password: "1234", status: "attending" }),
        ),
      );
    }
    const rootOf = (html: string) =>
      /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "";
    const rows = (root: string) => root.match(/data-testid="participant"/g)?.length;

    const html = await (await page(`/events/${event.id}/public`)).text();
    const root = rootOf(html);
    // The seats' first rows and the whole (short) queue; the headers count everyone.
    expect(rows(root)).toBe(GROUP_FIRST_ROWS + 5);
    expect(root).toContain(`참석 ${attending}`);
    expect(root).toContain("참석 더 보기 (15명)");
    expect(root).toContain(`href="/events/${event.id}/public?list=all#participants-title"`);
    const json = /<script type="application\/json" id="event-snapshot">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? "null").responses).toHaveLength(total);

    // What '더 보기' leads to before the app runs: every row.
    const whole = rootOf(await (await page(`/events/${event.id}/public?list=all`)).text());
    expect(rows(whole)).toBe(total);
    expect(whole).not.toContain("더 보기");
  });

  it("leave #root empty for unknown events, so the app shows its not-found state", async () => {
    const html = await (await page(`/events/${crypto.randomUUID()}/public`)).text();
    expect(html).toContain('<div id="root"></div>');
  });
});
