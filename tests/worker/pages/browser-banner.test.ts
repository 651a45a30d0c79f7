import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { USER_AGENTS } from "../../support/user-agents";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * The invite page as each browser gets it: a strip above the page where push cannot reach the
 * invitee (worker/pages/browser-banner.ts), nothing elsewhere, the page's caches told
 * that it differs by browser.
 */
const SHELL = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));

const pageAs = (userAgent: string, path: string) =>
  worker.fetch(
    incoming(`http://localhost${path}`, { headers: { "User-Agent": userAgent } }),
    { ...env, ASSETS: assets },
    executionContext,
  );

/** The page the invite form's own post answers with: 민지 signing up, from `userAgent`. */
const postedAs = (userAgent: string, eventId: string) =>
  worker.fetch(
    incoming(`http://localhost/events/${eventId}/public`, {
      method: "POST",
      headers: {
        "User-Agent": userAgent,
        Origin: "http://localhost",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ name: "민지", password: "pass1", status: "attending" }),
    }),
    { ...env, ASSETS: assets },
    executionContext,
  );

/** The strip as served, between its opening and closing tags, or null. */
const bannerIn = (html: string) =>
  /<aside[^>]*data-testid="browser-banner"[^>]*>[\s\S]*?<\/aside>/.exec(html)?.[0] ?? null;
const kindOf = (banner: string | null) =>
  (banner && /data-browser="([a-z-]+)"/.exec(banner)?.[1]) ?? null;
/** `&` is the one character of a serialised URL that HTML needs escaped (quotes are encoded). */
const inAttribute = (text: string) => text.replace(/&/g, "&amp;");

async function newEvent() {
  const { token } = await newUser();
  return createEvent(token, { title: "브라우저 안내" });
}

describe("the invite page shows a way out of in-app browsers", () => {
  it.each([
    ["on iPhone", USER_AGENTS.kakaotalkIphone],
    ["on Android", USER_AGENTS.kakaotalkAndroid],
  ])(
    "KakaoTalk %s gets '다른 브라우저로 열기' through kakaotalk://web/openExternal",
    async (_, agent) => {
      const event = await newEvent();
      const res = await pageAs(agent, `/events/${event.id}/public`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const banner = bannerIn(html);
      expect(kindOf(banner)).toBe("kakaotalk");
      const page = `http://localhost/events/${event.id}/public`;
      expect(banner).toContain(
        `href="kakaotalk://web/openExternal?url=${encodeURIComponent(page)}">다른 브라우저로 열기</a>`,
      );
      expect(banner).toContain("알림을 받으려면");
      // Above the app's root, which hydration owns, never inside it.
      expect(html.indexOf("browser-banner")).toBeLessThan(html.indexOf('<div id="root">'));
      expect(res.headers.get("Vary")).toMatch(/\bUser-Agent\b/);
    },
  );

  it("LINE gets the same page with openExternalBrowser=1, its query kept and escaped", async () => {
    const event = await newEvent();
    const hostile = `"><script>alert(1)</script>`;
    const query = new URLSearchParams({ list: "all", x: hostile });
    const html = await (
      await pageAs(USER_AGENTS.lineIphone, `/events/${event.id}/public?${query}`)
    ).text();
    const banner = bannerIn(html);
    expect(kindOf(banner)).toBe("line");
    query.set("openExternalBrowser", "1");
    const out = `http://localhost/events/${event.id}/public?${query}`;
    expect(banner).toContain(`href="${inAttribute(out)}">다른 브라우저로 열기</a>`);
    expect(html).not.toContain("<script>alert");

    // Opened that way, the address given on is the page's own, not one more parameter.
    const again = bannerIn(
      await (
        await pageAs(USER_AGENTS.lineIphone, `/events/${event.id}/public?openExternalBrowser=1`)
      ).text(),
    );
    expect(again).toContain(
      `href="${inAttribute(`http://localhost/events/${event.id}/public?openExternalBrowser=1`)}"`,
    );
  });

  it.each([
    ["Instagram", "instagram", USER_AGENTS.instagramIphone],
    ["Facebook", "facebook", USER_AGENTS.facebookAndroid],
    ["NAVER", "naver", USER_AGENTS.naverIphone],
  ])("%s gets plain guidance with the page's address to copy", async (_, kind, agent) => {
    const event = await newEvent();
    const html = await (
      await pageAs(agent, `/events/${event.id}/public?mode=delete&list=all`)
    ).text();
    const banner = bannerIn(html) ?? "";
    expect(kindOf(banner)).toBe(kind);
    expect(banner).toContain("링크를 복사해 Safari나 Chrome에서 열어 주세요");
    const page = `http://localhost/events/${event.id}/public?mode=delete&list=all`;
    expect(banner).toContain(`readonly value="${inAttribute(page)}"`);
    // Not a way out that does not work there.
    expect(banner).not.toContain("<a ");
  });

  it("Safari on iPhone gets the home-screen steps once answered, folded, and gone when opened from the home screen", async () => {
    const event = await newEvent();
    // Before answering there is nothing to be told of: the event comes first.
    const visit = await (
      await pageAs(USER_AGENTS.safariIphone, `/events/${event.id}/public`)
    ).text();
    expect(bannerIn(visit)).toBeNull();
    expect(visit).not.toContain("display-mode");

    const res = await postedAs(USER_AGENTS.safariIphone, event.id);
    const html = await res.text();
    expect(html).toContain('data-testid="form-answer"');
    const banner = bannerIn(html) ?? "";
    expect(kindOf(banner)).toBe("ios-safari");
    expect(banner).toContain("홈 화면에 추가");
    expect(banner).toContain("알림 이메일을 남길 수도 있어요");
    // Small: folded to its one line until tapped.
    expect(banner).toMatch(/<details class=/);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).toContain(
      '@media (display-mode: standalone){[data-browser="ios-safari"]{display:none}}',
    );
  });

  it.each([
    ["Chrome on a desktop", USER_AGENTS.chromeDesktop],
    ["Chrome on Android", USER_AGENTS.chromeAndroid],
    ["Chrome on iPhone", USER_AGENTS.chromeIphone],
    ["KakaoTalk's link crawler", USER_AGENTS.kakaotalkCrawler],
    ["no agent", ""],
  ])("%s gets no banner", async (_, agent) => {
    const event = await newEvent();
    const res = await pageAs(agent, `/events/${event.id}/public`);
    const html = await res.text();
    expect(html).toContain("브라우저 안내"); // the page itself, titled
    expect(bannerIn(html)).toBeNull();
    expect(html).not.toContain("display-mode");
    expect(res.headers.get("Vary")).toMatch(/\bUser-Agent\b/);
  });

  it("an unknown event's page has none: there is nothing to be told of", async () => {
    const html = await (
      await pageAs(USER_AGENTS.kakaotalkIphone, `/events/${crypto.randomUUID()}/public`)
    ).text();
    expect(bannerIn(html)).toBeNull();
  });

  it("the page a form post answers with keeps the banner", async () => {
    const event = await newEvent();
    const res = await postedAs(USER_AGENTS.kakaotalkIphone, event.id);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(kindOf(bannerIn(html))).toBe("kakaotalk");
    expect(html).toContain('data-testid="form-answer"');
    expect(res.headers.get("Vary")).toMatch(/\bUser-Agent\b/);
  });
});
