import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser, superuserToken, uniqueEmail } from "../../support/worker/api";
import { publicView, roomStub, submit } from "../../support/worker/events";
import { mailsAbout, submitVerified } from "../../support/worker/mail";
import {
  announce,
  newSubscription,
  pushesSettled,
  queuedPushes,
  received,
  receivedBodies,
  subscribe,
  subscribedEvent,
} from "../../support/worker/push";

/**
 * Correcting the organiser's last announcement within its ten minutes (decision 0020): in place,
 * marked edited, its time and window kept, and told again under the same notification tag so
 * browsers replace what they showed.
 */

type Announcement = { message: string; sent_at: string; edited_at: string | null };
type State = {
  latest: Announcement | null;
  retry_after_seconds: number;
  corrections_left: number;
};

const correct = (token: string, eventId: string, message: string) =>
  api(`/events/${eventId}/announcement`, { method: "PUT", token, json: { message } });
const stateOf = async (token: string, eventId: string) =>
  (await (await api(`/events/${eventId}/announcement`, { token })).json()) as State;

async function refusedAsNotCorrectable(res: Response) {
  expect(res.status).toBe(409);
  expect(await res.json()).toEqual({
    detail: expect.any(String),
    code: "announcement_not_correctable",
  });
}

/** The announcement's ten minutes pass: it was sent eleven minutes ago. */
const windowPasses = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), async (_room, state) => {
    const earlier = new Date(Date.now() - 11 * 60_000).toISOString();
    state.storage.sql.exec(
      "UPDATE room_meta SET value = json_set(value, '$.sent_at', ?) WHERE key = 'announcement'",
      earlier,
    );
  });

describe("correcting the last announcement", () => {
  it("within its ten minutes replaces its words, marks it edited, keeps its time and window", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지", "하준"]);
    const sent = await announce(token, event.id, "7시에 입규에서 만나요");
    expect(sent.status).toBe(201);
    const { announcement: first } = (await sent.json()) as { announcement: Announcement };
    expect(first.edited_at).toBeNull();
    await pushesSettled(event.id);
    const before = await stateOf(token, event.id);
    expect(before.corrections_left).toBe(3);

    const res = await correct(token, event.id, "  7시에 입구에서 만나요 ");
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { announcement: Announcement; sent_to: number };
    expect(reply.sent_to).toBe(2);
    expect(reply.announcement).toMatchObject({
      message: "7시에 입구에서 만나요",
      sent_at: first.sent_at,
    });
    const editedAt = Date.parse(reply.announcement.edited_at ?? "");
    expect(editedAt).toBeGreaterThanOrEqual(Date.parse(first.sent_at));

    const after = await stateOf(token, event.id);
    expect(after.latest).toEqual(reply.announcement);
    expect(after.corrections_left).toBe(2);
    // The window is the first sending's: a correction does not start another.
    expect(after.retry_after_seconds).toBeGreaterThan(0);
    expect(after.retry_after_seconds).toBeLessThanOrEqual(before.retry_after_seconds);
    expect((await announce(token, event.id, "새 공지")).status).toBe(429);

    expect((await publicView(event.id)).announcement).toEqual(reply.announcement);

    await pushesSettled(event.id);
    for (const browser of browsers) {
      const notices = await received(browser);
      expect(notices).toMatchObject([
        { title: "'송년회' 주최자 공지", body: "7시에 입규에서 만나요" },
        { title: "'송년회' 주최자 공지 (수정)", body: "7시에 입구에서 만나요" },
      ]);
      // One tag: the browser shows the correction in place of the first.
      expect(notices[1].tag).toBe(notices[0].tag);
      expect(notices[0].tag).toBe(`announcement-${Date.parse(first.sent_at)}`);
    }
  });

  it("is refused without an announcement, after its window or its third correction, and changes nothing", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지"]);
    await refusedAsNotCorrectable(await correct(token, event.id, "없는 공지"));
    expect((await publicView(event.id)).announcement).toBeNull();

    expect((await announce(token, event.id, "첫 공지")).status).toBe(201);
    await pushesSettled(event.id);
    for (const n of [1, 2, 3]) {
      expect((await correct(token, event.id, `고친 공지 ${n}`)).status).toBe(200);
      // Each sent before the next (one still queued would be replaced by the next).
      await pushesSettled(event.id);
    }
    await refusedAsNotCorrectable(await correct(token, event.id, "네 번째"));
    const capped = await stateOf(token, event.id);
    expect(capped.latest?.message).toBe("고친 공지 3");
    expect(capped.corrections_left).toBe(0);

    await windowPasses(event.id);
    const over = await stateOf(token, event.id);
    expect(over).toMatchObject({ retry_after_seconds: 0, corrections_left: 0 });
    const late = await correct(token, event.id, "늦은 수정");
    await refusedAsNotCorrectable(late);
    expect((await publicView(event.id)).announcement?.message).toBe("고친 공지 3");
    await pushesSettled(event.id);
    expect(await receivedBodies(browsers[0])).toEqual([
      "첫 공지",
      "고친 공지 1",
      "고친 공지 2",
      "고친 공지 3",
    ]);
    // The window over, a new announcement may go, and is not marked edited.
    const next = await announce(token, event.id, "두 번째 공지");
    expect(next.status).toBe(201);
    expect(((await next.json()) as { announcement: Announcement }).announcement.edited_at).toBe(
      null,
    );
    expect((await stateOf(token, event.id)).corrections_left).toBe(3);
  });

  it("after its window, a never-corrected announcement is refused too", async () => {
    const { token, event, browsers } = await subscribedEvent(["민지"]);
    expect((await announce(token, event.id, "첫 공지")).status).toBe(201);
    await windowPasses(event.id);
    await refusedAsNotCorrectable(await correct(token, event.id, "늦은 수정"));
    expect((await publicView(event.id)).announcement).toMatchObject({
      message: "첫 공지",
      edited_at: null,
    });
    await pushesSettled(event.id);
    expect(await received(browsers[0])).toHaveLength(1);
  });

  it("is the owner's: others get the 404 other owner routes give, bad input is a 422", async () => {
    const { token, event } = await subscribedEvent(["민지"]);
    expect((await announce(token, event.id, "첫 공지")).status).toBe(201);
    const stranger = await newUser();
    const refused = await correct(stranger.token, event.id, "가짜 수정");
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe("event_not_found");
    expect((await correct(await superuserToken(), event.id, "관리자 수정")).status).toBe(404);
    expect((await correct(token, event.id, "   ")).status).toBe(422);
    expect((await correct(token, event.id, "가".repeat(201))).status).toBe(422);
    expect((await publicView(event.id)).announcement).toMatchObject({
      message: "첫 공지",
      edited_at: null,
    });
    expect((await stateOf(token, event.id)).corrections_left).toBe(3);
  });

  it("takes the first words still waiting for a retry out of the queue: only the correction lands", async () => {
    const { token, event } = await subscribedEvent([]);
    await submit(event.id, { name: "민지" });
    const browser = await newSubscription();
    // Port 1: nothing listens, as with a push service that is down.
    const down = { ...browser, endpoint: "https://localhost:1/notify/down" };
    expect((await subscribe(event.id, "민지", down)).status).toBe(200);
    expect((await announce(token, event.id, "7시에 입규에서")).status).toBe(201);
    await pushesSettled(event.id);
    expect(await queuedPushes(event.id)).toMatchObject([{ attempts: 1 }]);

    expect((await correct(token, event.id, "7시에 입구에서")).status).toBe(200);
    await pushesSettled(event.id);
    // One push waits: the correction, tried once; the first words are gone from the queue.
    expect(await queuedPushes(event.id)).toMatchObject([{ attempts: 1 }]);

    // The service is back: only the correction arrives.
    await runInDurableObject(roomStub(env, event.id), async (_room, state) => {
      state.storage.sql.exec("UPDATE push_outbox SET due_at = 0, endpoint = ?", browser.endpoint);
    });
    expect(await runDurableObjectAlarm(roomStub(env, event.id))).toBe(true);
    await pushesSettled(event.id);
    expect(await received(browser)).toMatchObject([
      { title: "'송년회' 주최자 공지 (수정)", body: "7시에 입구에서" },
    ]);
  });

  it("is mailed to a verified address as a correction", async () => {
    const { token, event } = await subscribedEvent([]);
    const address = uniqueEmail("corrected");
    await submitVerified(event.id, { name: "손님" }, address);
    expect((await announce(token, event.id, "장소 앞에서 7시에 만나요")).status).toBe(201);
    await mailsAbout(address, "주최자 공지");
    const res = await correct(token, event.id, "장소 앞에서 6시에 만나요");
    expect(((await res.json()) as { sent_to: number }).sent_to).toBe(1);
    const [corrected] = await mailsAbout(address, "주최자 공지 (수정)");
    expect(corrected.text).toContain("장소 앞에서 6시에 만나요");
  });
});
