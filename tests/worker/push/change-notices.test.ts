import { describe, expect, it } from "vitest";
import { api } from "../../support/worker/api";
import {
  pushesSettled,
  queuedPushes,
  received,
  subscribedEvent as subscribedEventOf,
  tenMinutesPass,
} from "../../support/worker/push";

/**
 * Date and place changes reach each subscriber at most once per ten minutes, the latest winning
 * (decision 0020): an organiser fixing an event ten times in a row rings every phone once more, not
 * ten times.
 */

const subscribedEvent = () => subscribedEventOf(["민지", "하준", "서연"]);

const update = async (token: string, eventId: string, json: Record<string, unknown>) =>
  expect((await api(`/events/${eventId}`, { method: "PUT", token, json })).status).toBe(200);

describe("change notices", () => {
  it("coalesce repeated date and place edits: one push now, then one with the latest after ten minutes", async () => {
    const { token, event, browsers } = await subscribedEvent();
    const before = Date.now();
    await update(token, event.id, { location: "성수" });
    await update(token, event.id, { event_date: "2030-12-20T10:00:00.000Z" });
    await update(token, event.id, { location: "홍대" });
    await update(token, event.id, { event_date: "2030-12-21T10:00:00.000Z" });
    await update(token, event.id, { location: "망원" });
    await pushesSettled(event.id);

    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices).toHaveLength(1);
      expect(notices[0].title).toBe("모임 장소가 바뀌었어요");
      expect(notices[0].body).toContain("📍 성수");
    }
    // One waiting per subscriber, due when ten minutes are up.
    const queued = await queuedPushes(event.id);
    expect(queued).toHaveLength(browsers.length);
    for (const push of queued) {
      expect(push.due_at).toBeGreaterThanOrEqual(before + 10 * 60_000);
      expect(push.due_at).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    }

    await tenMinutesPass(event.id);
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices).toHaveLength(2);
      // The latest date and place, and that both changed since the last push.
      expect(notices[1].title).toBe("모임 일시와 장소가 바뀌었어요");
      expect(notices[1].body).toContain("12월 21일 (토) 오후 7:00");
      expect(notices[1].body).toContain("📍 망원");
      expect(notices[1].tag).not.toBe(notices[0].tag);
    }
    expect(await queuedPushes(event.id)).toEqual([]);
  });

  it("hold a change made within ten minutes of the last notice until they are up", async () => {
    const { token, event, browsers } = await subscribedEvent();
    await update(token, event.id, { location: "성수" });
    await pushesSettled(event.id);
    await update(token, event.id, { location: "홍대" });
    await pushesSettled(event.id);
    for (const browser of browsers) expect(await received(browser)).toHaveLength(1);
    expect(await queuedPushes(event.id)).toHaveLength(browsers.length);

    await tenMinutesPass(event.id);
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices.map((notice) => notice.title)).toEqual([
        "모임 장소가 바뀌었어요",
        "모임 장소가 바뀌었어요",
      ]);
      expect(notices[1].body).toContain("📍 홍대");
    }
  });

  it("go at once when the last one was more than ten minutes ago", async () => {
    const { token, event, browsers } = await subscribedEvent();
    await update(token, event.id, { location: "성수" });
    await pushesSettled(event.id);
    await tenMinutesPass(event.id);
    await update(token, event.id, { location: "홍대" });
    await pushesSettled(event.id);
    for (const browser of browsers) expect(await received(browser)).toHaveLength(2);
    expect(await queuedPushes(event.id)).toEqual([]);
  });

  it("leave other pushes alone: a title change sends nothing, an announcement goes at once", async () => {
    const { token, event, browsers } = await subscribedEvent();
    await update(token, event.id, { location: "성수" });
    await update(token, event.id, { title: "송년회 2030" });
    await update(token, event.id, { location: "홍대" });
    const res = await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token,
      json: { message: "장소가 바뀌었어요, 확인해 주세요" },
    });
    expect(res.status).toBe(201);
    await pushesSettled(event.id);
    for (const browser of browsers) {
      expect((await received(browser)).map((notice) => notice.title)).toEqual([
        "모임 장소가 바뀌었어요",
        "'송년회 2030' 주최자 공지",
      ]);
    }
  });
});
