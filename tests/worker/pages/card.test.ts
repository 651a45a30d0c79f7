import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { COPY_MS } from "../../../worker/pages/view-copies";
import { api, newUser } from "../../support/worker/api";
import { builtAssets } from "../../support/worker/card-assets";
import { testClock } from "../../support/worker/clock";
import { createEvent, range, submit } from "../../support/worker/events";
import { incoming } from "../../support/worker/worker-fetch";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** WhatsApp drops images over 600 KB; the card stays well under, at 300 KB. */
const SIZE_BUDGET = 300 * 1024;

async function get(path: string, ctx = createExecutionContext()) {
  const res = await worker.fetch(
    incoming(`http://localhost${path}`),
    { ...env, ASSETS: builtAssets() },
    ctx,
  );
  return res;
}

/** The card's path as the invite page names it in og:image. */
async function cardPathOf(eventId: string): Promise<string> {
  const html = await (await get(`/events/${eventId}/public`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  return new URL(image).pathname;
}

function expectCardPng(bytes: Uint8Array) {
  expect(Array.from(bytes.slice(0, 8))).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk is IHDR: its width and height come first.
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe("IHDR");
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  expect(bytes.byteLength).toBeLessThanOrEqual(SIZE_BUDGET);
}

const updateEvent = (token: string, eventId: string, json: Record<string, unknown>) =>
  api(`/events/${eventId}`, { method: "PUT", token, json });

describe("an event's link card", () => {
  it("is a 1200×630 PNG within budget, immutable under its versioned address", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "주말 등산 모임", location: "북한산" });
    const path = await cardPathOf(event.id);
    expect(path).toMatch(new RegExp(`^/events/${event.id}/card/[0-9a-f]{16}\\.png$`));
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectCardPng(new Uint8Array(await res.arrayBuffer()));
  });

  it("is drawn once, then served from the data centre's cache; a rush waits for one drawing", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "캐시 확인" });
    const path = await cardPathOf(event.id);
    const rush = await Promise.all(
      range(20)
        .map(() => createExecutionContext())
        .map((ctx) => get(path, ctx).then((res) => ({ res, ctx }))),
    );
    const sources = rush.map(({ res }) => res.headers.get("server-timing"));
    expect(sources.filter((s) => s === "card;desc=drawn")).toHaveLength(1);
    // The others waited for that drawing, or (arriving after it was cached) read the cache.
    expect(
      sources
        .filter((s) => s !== "card;desc=drawn")
        .every((s) => s === "card;desc=shared" || s === "card;desc=cache"),
    ).toBe(true);
    const bodies = await Promise.all(rush.map(({ res }) => res.arrayBuffer()));
    for (const body of bodies) expect(body.byteLength).toBe(bodies[0]?.byteLength);
    await Promise.all(rush.map(({ ctx }) => waitOnExecutionContext(ctx)));

    const later = await get(path);
    expect(later.headers.get("server-timing")).toBe("card;desc=cache");
    expect(later.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await later.arrayBuffer()).byteLength).toBe(bodies[0]?.byteLength);
  });

  it("changes address exactly when something it shows changes", async () => {
    // Answers show on views once the page's copy has had its seconds (view-copies.ts).
    const clock = testClock();
    const { token } = await newUser();
    const event = await createEvent(token, { title: "버전 확인", location: "홍대입구" });
    const first = await cardPathOf(event.id);
    expect(await cardPathOf(event.id)).toBe(first);

    // The description is not on the card.
    expect((await updateEvent(token, event.id, { description: "새 설명" })).status).toBe(200);
    expect(await cardPathOf(event.id)).toBe(first);

    // The attending count is.
    await submit(event.id, { name: "지민", status: "attending" });
    clock.pass(COPY_MS);
    const second = await cardPathOf(event.id);
    expect(second).not.toBe(first);
    // A response that is not attending changes nothing drawn.
    await submit(event.id, { name: "서준", status: "not_attending" });
    clock.pass(COPY_MS);
    expect(await cardPathOf(event.id)).toBe(second);

    expect((await updateEvent(token, event.id, { location: "합정역" })).status).toBe(200);
    const third = await cardPathOf(event.id);
    expect(third).not.toBe(second);

    // An old address leads to the current card; so does the SVG card's address of before.
    for (const old of [first, second, `/events/${event.id}/preview.svg`]) {
      const res = await get(old);
      expect(res.status, old).toBe(302);
      expect(res.headers.get("location")).toBe(third);
    }
  });

  it("of an unknown or deleted event is the product's card", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "곧 삭제" });
    const path = await cardPathOf(event.id);
    await api(`/events/${event.id}`, { method: "DELETE", token });
    for (const gone of [
      `/events/${event.id}/card/0123456789abcdef.png`,
      `/events/${crypto.randomUUID()}/card/${path.slice(-20, -4)}.png`,
      `/events/${crypto.randomUUID()}/preview.svg`,
    ]) {
      const res = await get(gone);
      expect(res.status, gone).toBe(302);
      expect(res.headers.get("location")).toBe("/card.png");
    }
    const html = await (await get(`/events/${event.id}/public`)).text();
    expect(html).toContain('<meta property="og:image" content="http://localhost/card.png" />');
    // Shared again, a deleted event's link unfolds into its cancellation (decision 0060).
    expect(html).toContain(
      '<meta property="og:title" content="취소된 모임: 곧 삭제 - 모임 RSVP" />',
    );
  });

  it("draws hostile titles: markup, quotes, 255 characters, right-to-left text and emoji", async () => {
    const { token } = await newUser();
    // Bidirectional controls are refused by the API itself; right-to-left text is not.
    const hostile = `<svg onload=alert(1)>"'&🎉🎉 שלום مرحبا ${"가나다 ABC <b>&amp; ".repeat(20)}`;
    const event = await createEvent(token, {
      title: Array.from(hostile).slice(0, 255).join(""),
      location: ']]><!ENTITY x "y"> 👨‍👩‍👧 끝',
    });
    const page = await get(`/events/${event.id}/public`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<svg onload");
    const res = await get(await cardPathOf(event.id));
    expect(res.status).toBe(200);
    expectCardPng(new Uint8Array(await res.arrayBuffer()));
  });
});
