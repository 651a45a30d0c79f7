import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FORM_KEY_FIELD, INVITE_FORM_ID } from "#contract/invite-form";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { SHELL } from "../../support/worker/card-assets";
import { createEvent, submit } from "../../support/worker/events";
import { createSeries, readSeries } from "../../support/worker/series";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * The group's link, /series/{id} (worker/pages/series-page.ts, decision 0069), through HTTP: it
 * opens the next occurrence not yet begun, rendered whole with the dates after it, its card the
 * occurrence's; an ended series says so, with nothing of a meeting; an unknown one is a 404.
 *
 * Made by the API (`POST /events/` with a rule) where it can; a series whose occurrences have
 * all begun, or whose title is hostile, is written into D1 as its tables hold it
 * (migrations/0022_series.sql), each occurrence an event made by the API and joined to it.
 */

const assets = fakeAssets((path) =>
  path.startsWith("/assets/")
    ? new Response("Not Found", { status: 404 })
    : new Response(SHELL, { headers: { "content-type": "text/html" } }),
);
const SITE = "http://localhost";
const page = (path: string, init?: RequestInit) =>
  worker.fetch(incoming(`${SITE}${path}`, init), { ...env, ASSETS: assets }, executionContext);

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const inline = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, "s").exec(html)?.[1] ??
      "null",
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A weekly series of `title` whose occurrences are events on these days from now. */
async function seriesOn(title: string, days: number[], ended = false) {
  const owner = await newUser();
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO series (id, owner_id, recurrence, starts_local, time_zone, settings, ended_at)
     VALUES (?, ?, 'FREQ=WEEKLY', '2026-12-01T19:30:00', 'Asia/Seoul', ?, ?)`,
  )
    .bind(id, owner.id, JSON.stringify({ title }), ended ? new Date().toISOString() : null)
    .run();
  const occurrences = [];
  for (const day of days) {
    const event = await createEvent(owner.token, { title, event_date: inDays(day) });
    await env.DB.prepare("UPDATE events SET series_id = ?, recurrence_id = ? WHERE id = ?")
      .bind(id, `r${day}`, event.id)
      .run();
    occurrences.push(event);
  }
  return { id, occurrences };
}

describe("a series' link", () => {
  it("opens a series made by the API at its first occurrence, until the organiser ends it", async () => {
    const { token } = await newUser();
    const first = await createSeries(token, "FREQ=WEEKLY;COUNT=3", {
      title: "화요 스터디",
      event_date: inDays(2),
    });
    const seriesId = first.series_id as string;
    const made = await readSeries(token, seriesId);
    const html = await (await page(`/series/${seriesId}`)).text();
    expect(inline(html, "event-snapshot")).toMatchObject({ id: first.id, series_id: seriesId });
    // The occurrence's own form, with '매번 참석' (posted as standing=on).
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="standing"[^>]*value="on"/);
    for (const later of made.occurrences.slice(1)) {
      expect(html).toContain(`href="/events/${later.id}/public"`);
    }
    const ended = await worker.fetch(
      incoming(`${SITE}/api/v1/series/${seriesId}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${token}` },
      }),
      env,
      executionContext,
    );
    expect(ended.status).toBeLessThan(300);
    const after = await (await page(`/series/${seriesId}`)).text();
    expect(after).toContain("이 반복 모임은 끝났어요");
    expect(after).not.toContain(`id="${INVITE_FORM_ID}"`);
  });

  it("opens the next occurrence not yet begun, whole, with the dates after it", async () => {
    const { id, occurrences } = await seriesOn("수요 러닝", [-7, 14, 7, 21]);
    const [past, third, next, fourth] = occurrences as [
      (typeof occurrences)[0],
      (typeof occurrences)[0],
      (typeof occurrences)[0],
      (typeof occurrences)[0],
    ];
    await submit(next.id, { name: "민지", password: "1234", status: "attending" });

    const res = await page(`/series/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src");
    // Revalidated on every visit: the next occurrence changes as each begins.
    expect(res.headers.get("Cache-Control")).toContain("no-cache");
    const html = await res.text();
    // The occurrence's invite page, rendered: its form and who answered.
    expect(html).toContain(`id="${INVITE_FORM_ID}"`);
    expect(html).toContain("민지");
    // Posted without the app, the form goes to the occurrence's own page, with an attempt key.
    expect(html).toContain(`action="/events/${next.id}/public#${INVITE_FORM_ID}"`);
    expect(html).toContain(
      `<input type="hidden" form="${INVITE_FORM_ID}" name="${FORM_KEY_FIELD}"`,
    );
    // What the app starts from: the series' view and the occurrence's snapshot.
    const series = inline(html, "series-snapshot");
    expect(series).toMatchObject({ id, title: "수요 러닝", next_event_id: next.id, ended: false });
    expect(series.dates.map((d: { event_id: string }) => d.event_id)).toEqual([
      next.id,
      third.id,
      fourth.id,
    ]);
    expect(inline(html, "event-snapshot")).toMatchObject({ id: next.id, title: "수요 러닝" });
    // '다음 일정': the later ones, each linking to its own invite page; never the past one.
    expect(html).toContain("다음 일정");
    expect(html).toContain(`href="/events/${third.id}/public"`);
    expect(html).toContain(`href="/events/${fourth.id}/public"`);
    expect(html).not.toContain(past.id);
  });

  it("unfolds into the next occurrence's card at the series' own address", async () => {
    const { id, occurrences } = await seriesOn("목요 독서", [3, 10]);
    const next = occurrences[0] as (typeof occurrences)[0];
    const html = await (await page(`/series/${id}`)).text();
    expect(meta(html, "og:title")).toBe("목요 독서");
    expect(meta(html, "og:url")).toBe(`${SITE}/series/${id}`);
    expect(meta(html, "og:image")).toMatch(new RegExp(`^${SITE}/events/${next.id}/card/`));
    // The description names the next date, on the event's clock.
    const when = new Intl.DateTimeFormat("ko-KR", {
      timeZone: "Asia/Seoul",
      month: "long",
      day: "numeric",
    }).format(new Date(next.event_date));
    expect(meta(html, "og:description")).toContain(when);
  });

  it("says the series has ended once no occurrence is left, with no meeting to join", async () => {
    const { id } = await seriesOn("지난 모임", [-14, -7]);
    const res = await page(`/series/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("이 반복 모임은 끝났어요");
    expect(html).not.toContain(`id="${INVITE_FORM_ID}"`);
    expect(html).not.toContain("event-snapshot");
    expect(meta(html, "og:title")).toBe("지난 모임 (끝난 반복 모임)");
    expect(inline(html, "series-snapshot")).toMatchObject({ ended: true, next_event_id: null });
  });

  it("says so too for a series its organiser ended, occurrences left or not", async () => {
    const { id } = await seriesOn("끝낸 모임", [7], true);
    const html = await (await page(`/series/${id}`)).text();
    expect(html).toContain("이 반복 모임은 끝났어요");
    expect(html).not.toContain(`id="${INVITE_FORM_ID}"`);
  });

  it("is a 404 with the product's card for a series that is not there", async () => {
    const res = await page(`/series/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(meta(html, "og:title")).toBe("모임 RSVP - 초대 링크 하나로 참석 관리");
    expect(html).not.toContain("series-snapshot");
  });

  it("escapes a hostile title everywhere it appears", async () => {
    const hostile = `"><script>alert(1)</script>`;
    const { id } = await seriesOn(hostile, [-7]);
    const html = await (await page(`/series/${id}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
