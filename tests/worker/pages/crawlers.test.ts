import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { builtAssets } from "../../support/worker/card-assets";
import { createEvent, submit } from "../../support/worker/events";
import { incoming } from "../../support/worker/worker-fetch";

/**
 * The link-preview crawlers of the chat apps invites travel through, as they present
 * themselves. Sources: Facebook https://developers.facebook.com/docs/sharing/webmasters/web-crawlers,
 * KakaoTalk https://devtalk.kakao.com/t/scrap/33984 (named in its agent), X
 * https://developer.x.com/en/docs/x-for-websites/cards/guides/troubleshooting-cards, Slack
 * https://api.slack.com/robots (which fetches with `Range: bytes=0-32768` and reads no further),
 * Discord (named in its agent); WhatsApp's and LINE's agents as seen in server logs.
 */
const CRAWLERS: { app: string; headers: Record<string, string>; reads: number }[] = [
  {
    app: "KakaoTalk",
    headers: {
      "User-Agent":
        "facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/t/scrap/33984",
    },
    reads: 4096,
  },
  {
    app: "Facebook",
    headers: {
      "User-Agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    },
    reads: 4096,
  },
  { app: "X", headers: { "User-Agent": "Twitterbot/1.0" }, reads: 4096 },
  {
    app: "Slack",
    headers: {
      "User-Agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      Range: "bytes=0-32768",
    },
    reads: 32768,
  },
  {
    app: "Discord",
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)" },
    reads: 4096,
  },
  { app: "WhatsApp", headers: { "User-Agent": "WhatsApp/2.24.6.77 A" }, reads: 4096 },
  { app: "LINE", headers: { "User-Agent": "facebookexternalhit/1.1;line-poker/1.0" }, reads: 4096 },
];

const REQUIRED = [
  "og:title",
  "og:description",
  "og:image",
  "og:image:type",
  "og:image:width",
  "og:image:height",
  "og:image:alt",
  "og:url",
  "twitter:card",
  "twitter:image",
];

/** The first `limit` bytes of a body, read the way a crawler that stops early reads them. */
async function firstBytes(response: Response, limit: number): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  await reader.cancel();
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  // A cut in the middle of a character is what the crawler sees too.
  return new TextDecoder().decode(bytes.slice(0, limit));
}

function tagsIn(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    if (match[1] && match[2] !== undefined) tags.set(match[1], match[2]);
  }
  return tags;
}

const fetchAs = (path: string, headers: Record<string, string>) =>
  worker.fetch(
    incoming(`http://localhost${path}`, { headers }),
    { ...env, ASSETS: builtAssets() },
    createExecutionContext(),
  );

describe("chat apps' crawlers find every tag in what they read", () => {
  it.each(CRAWLERS)("$app reads an invite page's tags", async ({ headers, reads }) => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "연말 송년회",
      location: "강남역 2번 출구",
      event_date: "2026-12-19T10:00:00.000Z",
      max_participants: 10,
    });
    await submit(event.id, { name: "민지", password: "1234", status: "attending" });
    const res = await fetchAs(`/events/${event.id}/public`, headers);
    expect(res.status).toBe(200);
    const seen = tagsIn(await firstBytes(res, reads));
    for (const key of REQUIRED) expect(seen.get(key), key).toBeTruthy();
    expect(seen.get("og:title")).toBe("연말 송년회");
    const description = seen.get("og:description") ?? "";
    for (const part of ["12월 19일", "오후 7:00", "강남역 2번 출구", "남은 자리 9/10"]) {
      expect(description).toContain(part); // 19:00 in Seoul
    }
    expect(seen.get("og:image")).toMatch(
      new RegExp(`^http://localhost/events/${event.id}/card/[0-9a-f]{16}\\.png$`),
    );
    expect(seen.get("twitter:image")).toBe(seen.get("og:image"));
    expect(seen.get("og:image:type")).toBe("image/png");
    expect(seen.get("og:url")).toBe(`http://localhost/events/${event.id}/public`);
    expect(seen.get("twitter:card")).toBe("summary_large_image");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it.each(["/about", "/login", "/"])("%s carries the product's card", async (path) => {
    const res = await fetchAs(path, CRAWLERS[0]?.headers ?? {});
    const seen = tagsIn(await firstBytes(res, 4096));
    for (const key of REQUIRED) expect(seen.get(key), key).toBeTruthy();
    expect(seen.get("og:image")).toBe("http://localhost/card.png");
    expect(seen.get("og:url")).toBe(`http://localhost${path}`);
  });

  it("all sit within the first 4 KB, ahead of any inline style or script, even for the longest hostile title", async () => {
    const { token } = await newUser();
    const title = `&"<>'`.repeat(51);
    const event = await createEvent(token, {
      title,
      location: `"&<>`.repeat(60),
      description: `&"`.repeat(400),
    });
    const html = await (await fetchAs(`/events/${event.id}/public`, {})).text();
    const head = new TextEncoder().encode(html).slice(0, 4096);
    const start = new TextDecoder().decode(head);
    const seen = tagsIn(start);
    for (const key of REQUIRED) expect(seen.get(key), key).toBeTruthy();
    const lastTag = Math.max(...REQUIRED.map((key) => start.indexOf(`="${key}"`)));
    for (const early of ["<style", "<script"]) {
      const at = html.indexOf(early);
      expect(at === -1 || at > lastTag, early).toBe(true);
    }
    // The title arrives whole and escaped; nothing of it is markup.
    expect(seen.get("og:title")).toBe(
      title
        .replace(/&/g, "&amp;")
        .replace(/"/g, "&quot;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/'/g, "&#39;"),
    );
  });

  it("name https addresses in production, whatever the request came in on", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "https" });
    const res = await worker.fetch(
      incoming(`http://rsvp.example.com/events/${event.id}/public`),
      { ...env, ENVIRONMENT: "production", ASSETS: builtAssets() },
      createExecutionContext(),
    );
    const seen = tagsIn(await res.text());
    expect(seen.get("og:image")).toMatch(/^https:\/\/rsvp\.example\.com\/events\/.+\/card\//);
    expect(seen.get("og:url")).toBe(`https://rsvp.example.com/events/${event.id}/public`);
  });

  it("the page's charset comes first, and the shell's generic title and description are replaced", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "첫 줄" });
    const html = await (await fetchAs(`/events/${event.id}/public`, {})).text();
    expect(html.indexOf("<meta charset")).toBeLessThan(html.indexOf('property="og:image"'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>첫 줄 - 모임 RSVP</title>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('content="generic"');
  });
});

describe("/robots.txt", () => {
  it("is plain text that lets crawlers read invite pages and cards, and keeps them out of the API", async () => {
    const res = await fetchAs("/robots.txt", { "User-Agent": "Twitterbot/1.0" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const rules = (await res.text()).split("\n");
    expect(rules).toContain("User-agent: *");
    expect(rules).toContain("Disallow: /api/");
    expect(rules).toContain("Allow: /events/");
    expect(rules.some((rule) => /^Disallow: \/(events|card|$)/.test(rule))).toBe(false);
  });
});
