import { describe, expect, it } from "vitest";
import { api, newUser, superuserToken } from "../../support/worker/api";
import { publicView } from "../../support/worker/events";
import {
  announce,
  pushesSettled,
  received,
  subscribedEvent as subscribedEventOf,
  tenMinutesPass,
} from "../../support/worker/push";

/** Two invitees with notifications on, one attending and one waiting. */
const subscribedEvent = () => subscribedEventOf(["민지", "하준"], { max_participants: 1 });

const update = (token: string, eventId: string, json: Record<string, unknown>) =>
  api(`/events/${eventId}`, { method: "PUT", token, json });

describe("pushes about the event itself", () => {
  it("tell every subscriber of a new date or place, ten minutes apart, and nothing of a new title", async () => {
    const { token, event, browsers } = await subscribedEvent();
    expect((await update(token, event.id, { title: "송년회 2030" })).status).toBe(200);
    expect((await update(token, event.id, { location: "성수" })).status).toBe(200);
    expect((await update(token, event.id, { event_date: "2030-12-20T10:00:00.000Z" })).status).toBe(
      200,
    );
    await pushesSettled(event.id);
    // The date's change waits ten minutes after the place's (./change-notices.test.ts).
    for (const browser of browsers) expect(await received(browser)).toHaveLength(1);
    await tenMinutesPass(event.id);
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices.map((notice) => notice.title)).toEqual([
        "모임 장소가 바뀌었어요",
        "모임 일시가 바뀌었어요",
      ]);
      expect(notices[0].body).toContain("📍 성수");
      // 19:00 in Seoul on Friday 20 December 2030.
      expect(notices[1].body).toContain("12월 20일 (금) 오후 7:00");
      expect(new Set(notices.map((notice) => notice.tag)).size).toBe(2);
    }
  });

  it("tell every subscriber that the event was deleted, after the room has emptied", async () => {
    const { token, event, browsers } = await subscribedEvent();
    expect((await api(`/events/${event.id}`, { method: "DELETE", token })).status).toBe(200);
    await pushesSettled(event.id);
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: "모임이 취소되었어요" });
      expect(notices[0].body).toContain("송년회");
    }
    // The push opens the invite page, which now says the event was cancelled.
    expect((await api(`/events/${event.id}/public`)).status).toBe(410);
  });
});

describe("the organiser's announcement", () => {
  it("goes to every subscriber and shows on the invite page", async () => {
    const { token, event, browsers } = await subscribedEvent();
    const state = await (await api(`/events/${event.id}/announcement`, { token })).json();
    expect(state).toEqual({
      latest: null,
      subscribers: 2,
      retry_after_seconds: 0,
      corrections_left: 0,
    });

    const res = await announce(token, event.id, "  7시에 입구에서 만나요!  ");
    expect(res.status).toBe(201);
    const sent = (await res.json()) as { announcement: { message: string }; sent_to: number };
    expect(sent.sent_to).toBe(2);
    expect(sent.announcement.message).toBe("7시에 입구에서 만나요!");
    await pushesSettled(event.id);
    for (const browser of browsers) {
      expect(await received(browser)).toMatchObject([
        { title: "'송년회' 주최자 공지", body: "7시에 입구에서 만나요!" },
      ]);
    }
    expect((await publicView(event.id)).announcement).toMatchObject({
      message: "7시에 입구에서 만나요!",
    });
  });

  it("is one per ten minutes: the next is a 429 with Retry-After, and sends nothing", async () => {
    const { token, event, browsers } = await subscribedEvent();
    expect((await announce(token, event.id, "첫 공지")).status).toBe(201);
    const again = await announce(token, event.id, "두 번째 공지");
    expect(again.status).toBe(429);
    expect(((await again.json()) as { code: string }).code).toBe("too_many_announcements");
    const wait = Number(again.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    const state = (await (await api(`/events/${event.id}/announcement`, { token })).json()) as {
      latest: { message: string };
      retry_after_seconds: number;
    };
    expect(state.latest.message).toBe("첫 공지");
    expect(state.retry_after_seconds).toBeGreaterThan(590);
    await pushesSettled(event.id);
    expect(await received(browsers[0])).toHaveLength(1);
  });

  it("is the owner's: others get 404, a superuser reading may not send, bad input is a 422", async () => {
    const { token, event } = await subscribedEvent();
    const stranger = await newUser();
    expect((await announce(stranger.token, event.id, "가짜 공지")).status).toBe(404);
    expect((await api(`/events/${event.id}/announcement`, { token: stranger.token })).status).toBe(
      404,
    );
    const superuser = await superuserToken();
    expect((await announce(superuser, event.id, "관리자 공지")).status).toBe(404);
    expect((await api(`/events/${event.id}/announcement`, { token: superuser })).status).toBe(200);
    expect((await announce(token, event.id, "   ")).status).toBe(422);
    expect((await announce(token, event.id, "가".repeat(201))).status).toBe(422);
    expect((await publicView(event.id)).announcement).toBeNull();
  });
});
