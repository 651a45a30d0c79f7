import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { eventDateText } from "../../../worker/lib/event-date-text";
import { KEPT_AFTER_EVENT_MS } from "../../../worker/services/cancelled-events";
import { api, newUser } from "../../support/worker/api";
import { builtAssets } from "../../support/worker/card-assets";
import { testClock } from "../../support/worker/clock";
import { createEvent, deleteEvent, inAWeek, submit } from "../../support/worker/events";
import { sweepRuns } from "../../support/worker/room-syncs";
import { executionContext, incoming } from "../../support/worker/worker-fetch";

const DAY_MS = 86_400_000;

/** An event with a contact and an answer, then deleted by its organiser. */
async function cancelledEvent(input: { contact?: string | null; event_date?: string } = {}) {
  const owner = await newUser();
  const event = await createEvent(owner.token, {
    title: "송년회",
    description: "연말 모임",
    location: "을지로 3가",
    contact: "010-1234-5678",
    ...input,
  });
  await submit(event.id, { name: "손님", message: "갈게요" });
  await deleteEvent(owner.token, event.id);
  return event;
}

/** The invite page itself (not the API), as a browser opens it from a mail or a chat. */
const invitePage = (eventId: string, headers: HeadersInit = {}) =>
  worker.fetch(
    incoming(`http://localhost/events/${eventId}/public`, { headers }),
    { ...env, ASSETS: builtAssets() },
    executionContext,
  );

describe("a deleted event's invite link", () => {
  it("answers the API with 410 event_cancelled: the title, date and contact, nothing else", async () => {
    const eventDate = inAWeek();
    const event = await cancelledEvent({ event_date: eventDate });
    const res = await api(`/events/${event.id}/public`);
    expect(res.status).toBe(410);
    const body = (await res.json()) as Record<string, unknown> & { event: Record<string, unknown> };
    expect(body).toMatchObject({
      detail: "This event was cancelled by its organiser",
      code: "event_cancelled",
    });
    expect(body.event).toEqual({
      id: event.id,
      title: "송년회",
      event_date: eventDate,
      time_zone: "Asia/Seoul",
      time_zone_name: "한국",
      contact: "010-1234-5678",
      cancelled_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    // Nothing of its invitees, its place or its words outlives it.
    expect(JSON.stringify(body)).not.toMatch(/손님|갈게요|을지로|연말 모임/);
  });

  it("says there is no contact when the organiser left none", async () => {
    const event = await cancelledEvent({ contact: null });
    const body = (await (await api(`/events/${event.id}/public`)).json()) as {
      event: { contact: string | null };
    };
    expect(body.event.contact).toBeNull();
    const html = await (await invitePage(event.id)).text();
    expect(html).not.toContain("주최자 연락처");
  });

  it("opens a page saying it was cancelled, with its title, date and the organiser's contact", async () => {
    const eventDate = inAWeek();
    const event = await cancelledEvent({ event_date: eventDate });
    const res = await invitePage(event.id);
    expect(res.status).toBe(410);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain("<h1");
    expect(html).toContain("취소된 모임입니다");
    expect(html).toContain("주최자가 이 모임을 취소했습니다");
    expect(html).toContain("<strong>송년회</strong>");
    expect(html).toContain(eventDateText(eventDate, "Asia/Seoul", "ko"));
    expect(html).toContain("주최자 연락처</strong> 010-1234-5678");
    expect(html).not.toContain("모임을 찾을 수 없습니다");
    // It loads none of the app's code: there is nothing on it to answer.
    expect(html).not.toContain("<script");
  });

  it("opens that page in English for a reader who reads English", async () => {
    const event = await cancelledEvent();
    const res = await invitePage(event.id, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("This event was cancelled");
    expect(html).toMatch(/Organiser(&#39;|')s contact<\/strong> 010-1234-5678/);
    expect(html).not.toContain("취소된 모임");
  });

  it("still answers 404 for an id no event ever had", async () => {
    const unknown = crypto.randomUUID();
    const res = await api(`/events/${unknown}/public`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Event not found", code: "event_not_found" });
    expect((await invitePage(unknown)).status).toBe(404);
  });

  it("is forgotten by the minute's sweep some weeks after the event's date", async () => {
    const clock = testClock();
    const eventDate = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const event = await cancelledEvent({ event_date: eventDate });
    clock.pass(3 * DAY_MS + KEPT_AFTER_EVENT_MS - 60_000);
    await sweepRuns();
    expect((await api(`/events/${event.id}/public`)).status).toBe(410);
    clock.pass(2 * 60_000);
    await sweepRuns();
    expect((await api(`/events/${event.id}/public`)).status).toBe(404);
    const kept = await env.DB.prepare(
      "SELECT count(*) AS n FROM cancelled_events WHERE event_id = ?",
    )
      .bind(event.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(0);
  });
});
