import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE_MAX_AGE } from "../../../worker/i18n/language";
import { getLocale } from "../../../worker/i18n/paraglide/runtime.js";
import { inLanguage } from "../../../worker/i18n/reading-language";
import { snapshotOf } from "../../../worker/pages/snapshots";
import { USER_AGENTS } from "../../support/user-agents";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { fetchPage, postForm, SITE } from "../../support/worker/form-post";

const pageOf = (id: string, headers: Record<string, string> = {}, search = "") =>
  fetchPage(`${SITE}/events/${id}/public${search}`, { headers });

/** What `<html>` says of the page's language: `lang` and the app's `data-language`. */
const htmlLanguage = (html: string) => {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  return {
    lang: /\blang="([^"]*)"/.exec(tag)?.[1],
    data: /\bdata-language="([^"]*)"/.exec(tag)?.[1],
  };
};

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function eventIn(language: "ko" | "en", input: Record<string, unknown> = {}) {
  const { token } = await newUser();
  return createEvent(token, { title: "봄 소풍", language, ...input });
}

describe("the invite page's language", () => {
  it("is the switch's cookie, then the browser's, then the event's, then Korean", async () => {
    const korean = await eventIn("ko");
    const english = await eventIn("en");
    const cases: [string, Record<string, string>, string][] = [
      [korean.id, {}, "ko"],
      [english.id, {}, "en"],
      [korean.id, { "Accept-Language": "en-GB,en;q=0.9" }, "en"],
      [english.id, { "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8" }, "ko"],
      // A browser naming none of ours reads the event's language.
      [korean.id, { "Accept-Language": "fr-FR,fr;q=0.9" }, "ko"],
      [english.id, { "Accept-Language": "fr-FR,fr;q=0.9" }, "en"],
      // The switch's choice outranks the browser's.
      [korean.id, { "Accept-Language": "en", Cookie: "theme=dark; lang=ko" }, "ko"],
      [korean.id, { "Accept-Language": "ko", Cookie: "lang=en" }, "en"],
    ];
    for (const [id, headers, language] of cases) {
      const res = await pageOf(id, headers);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect({ headers, ...htmlLanguage(html) }).toEqual({
        headers,
        lang: language,
        data: language,
      });
    }
  });

  it("says it depends on the reader's language, so no cache hands it to another reader", async () => {
    const event = await eventIn("ko");
    const vary = (await pageOf(event.id)).headers.get("Vary") ?? "";
    expect(vary).toContain("Accept-Language");
    expect(vary).toContain("Cookie");
  });

  it("is rendered and kept per language: an English read after a Korean one is English", async () => {
    const event = await eventIn("ko");
    const first = await pageOf(event.id);
    expect(htmlLanguage(await first.text()).lang).toBe("ko");
    const then = await pageOf(event.id, { "Accept-Language": "en" });
    expect(htmlLanguage(await then.text())).toEqual({ lang: "en", data: "en" });
    const again = await pageOf(event.id);
    expect(htmlLanguage(await again.text()).lang).toBe("ko");
    const kept = [...((await snapshotOf(env, event.id))?.markup.keys() ?? [])];
    expect(kept.map((key) => key.split("|").at(-1)).sort()).toEqual(["en", "ko"]);
  });

  it("is the one the server's render reads the messages in", () => {
    // The browser's language holder sets the same getLocale when the app's modules load; on
    // the server the page's language must win, whatever order the modules loaded in.
    expect(inLanguage("en", () => getLocale())).toBe("en");
    expect(inLanguage("ko", () => getLocale())).toBe("ko");
  });

  it("words the in-app browser's banner in the reader's language", async () => {
    const event = await eventIn("ko");
    const english = await (
      await pageOf(event.id, { "User-Agent": USER_AGENTS.kakaotalkIphone, "Accept-Language": "en" })
    ).text();
    expect(english).toContain("open this page in another browser");
    expect(english).toContain("inside KakaoTalk");
    expect(english).toContain('aria-label="Browser tip"');
    const korean = await (
      await pageOf(event.id, { "User-Agent": USER_AGENTS.kakaotalkIphone })
    ).text();
    expect(korean).toContain("카카오톡 안에서는 알림이 오지 않아요.");
  });
});

describe("a chat app's crawler", () => {
  it("names no language and gets the preview in the event's", async () => {
    const english = await eventIn("en", { max_participants: 10 });
    const html = await (
      await pageOf(english.id, { "User-Agent": USER_AGENTS.kakaotalkCrawler })
    ).text();
    expect(htmlLanguage(html).lang).toBe("en");
    expect(metaOf(html, "og:locale")).toBe("en_US");
    expect(metaOf(html, "og:site_name")).toBe("Moim RSVP");
    expect(metaOf(html, "og:description")).toContain("10/10 seats left");
    expect(metaOf(html, "og:image:alt")).toBe(
      "Invitation card for 봄 소풍: date, place, who&#39;s coming",
    );
    expect(html).toContain("<title>봄 소풍 - Moim RSVP</title>");

    const korean = await eventIn("ko", { max_participants: 10 });
    const tags = await (
      await pageOf(korean.id, { "User-Agent": USER_AGENTS.kakaotalkCrawler })
    ).text();
    expect(metaOf(tags, "og:locale")).toBe("ko_KR");
    expect(metaOf(tags, "og:description")).toContain("남은 자리 10/10");
    expect(tags).toContain("<title>봄 소풍 - 모임 RSVP</title>");
  });

  it("gets the event's language in the tags even when the reader's page is in another", async () => {
    const event = await eventIn("ko", { max_participants: 10 });
    const html = await (await pageOf(event.id, { "Accept-Language": "en" })).text();
    expect(htmlLanguage(html).lang).toBe("en");
    // A link shared from this page unfolds for the whole chat, in the event's language.
    expect(metaOf(html, "og:description")).toContain("남은 자리 10/10");
  });
});

describe("?lang= on a page the Worker serves", () => {
  it("keeps the choice in the cookie and sends the browser to the same address without it", async () => {
    const event = await eventIn("ko");
    for (const [path, left] of [
      [`/events/${event.id}/public?list=all&lang=en`, `/events/${event.id}/public?list=all`],
      ["/about?lang=ko", "/about"],
      ["/dashboard?lang=en", "/dashboard"],
    ]) {
      const res = await fetchPage(`${SITE}${path}`, { redirect: "manual" });
      expect({ path, status: res.status, location: res.headers.get("Location") }).toEqual({
        path,
        status: 303,
        location: left,
      });
      const language = new URL(path, SITE).searchParams.get("lang");
      expect(res.headers.get("Set-Cookie")).toBe(
        `lang=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
      );
    }
  });

  it("is left alone when it names no language of ours", async () => {
    const event = await eventIn("ko");
    const res = await pageOf(event.id, {}, "?lang=fr");
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("the no-JavaScript form's answer page", () => {
  it("is in the language the page was read in", async () => {
    const event = await eventIn("ko");
    const res = await postForm(
      event.id,
      { name: "Mina", password: "pass1" },
      {
        Origin: SITE,
        "Accept-Language": "en-US,en;q=0.9",
        "User-Agent": USER_AGENTS.lineIphone,
      },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLanguage(html)).toEqual({ lang: "en", data: "en" });
    expect(html).toContain("inside LINE");
  });

  it("refuses a post from elsewhere in the reader's language", async () => {
    const event = await eventIn("ko");
    const res = await postForm(
      event.id,
      { name: "Mina", password: "pass1" },
      {
        Origin: "https://elsewhere.example",
        Cookie: "lang=en",
      },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Responses sent from another site are not accepted.");
  });
});
