import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser, uniqueEmail } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import {
  cancel,
  createEvent,
  type EventInput,
  readUntil,
  roomStub,
} from "../../support/worker/events";
import { IN, type Spoken, submitIn, verifiedIn } from "../../support/worker/languages";
import { mailsSettled } from "../../support/worker/mail";
import {
  newSubscription,
  pushesSettled,
  queuedPushes,
  received,
  subscribe,
  tenMinutesPass,
} from "../../support/worker/push";
import { fromNow } from "../../support/worker/reminders";

/**
 * Every push an invitee's browser gets speaks the language they answered in, and so do its
 * buttons; the room keeps each notice as its kind and values until it is sent, never as words.
 */

/** `name` answered in `language` and turned notifications on in a browser of their own. */
async function subscribedIn(
  language: Spoken,
  eventId: string,
  name: string,
  status: "attending" | "waiting" = "attending",
) {
  expect((await submitIn(language, eventId, { name, status })).status).toBe(201);
  const browser = await newSubscription();
  expect((await subscribe(eventId, name, browser)).status).toBe(200);
  return browser;
}

/** An event of one seat, taken by '앞사람', with '대기' subscribed and waiting behind. */
async function seatFreedFor(language: Spoken, input: EventInput) {
  const owner = await newUser();
  const event = await createEvent(owner.token, { title: "등산", max_participants: 1, ...input });
  await submitIn("ko", event.id, { name: "앞사람" });
  const browser = await subscribedIn(language, event.id, "대기", "waiting");
  await cancel(event.id, "앞사람");
  await pushesSettled(event.id);
  return { owner, event, browser };
}

const update = async (token: string, eventId: string, json: Record<string, unknown>) =>
  expect((await api(`/events/${eventId}`, { method: "PUT", token, json })).status).toBe(200);

describe.each(["en", "ko"] as const)("pushes to an invitee who answered in '%s'", (language) => {
  const say = IN[language];

  it("tell of a promotion", async () => {
    const { event, browser } = await seatFreedFor(language, {});
    const [notice] = await received(browser);
    expect(notice).toMatchObject({ title: say.promotedTitle, url: `/events/${event.id}/public` });
    expect(notice.body).toContain(say.promotedBody);
  });

  it("offer a seat with its buttons in that language", async () => {
    const { browser } = await seatFreedFor(language, { promotion: "offer", offer_hours: 24 });
    const [notice] = await received(browser);
    expect(notice.title).toBe(say.offeredTitle);
    expect(notice.body).toContain(say.offeredPushTail);
    expect(notice.actions?.map((action) => [action.action, action.title])).toEqual([
      ["accept", say.accept],
      ["decline", say.decline],
    ]);
  });

  it("tell of an offer that lapsed, and of one taken back", async () => {
    const clock = testClock();
    const lapsing = await seatFreedFor(language, { promotion: "offer", offer_hours: 1 });
    clock.pass(1_000); // The offer's hour, in the tests' scale.
    await alarmRuns(lapsing.event.id);
    await pushesSettled(lapsing.event.id);
    const [, lapsed] = await received(lapsing.browser);
    expect(lapsed.title).toBe(say.lapsedTitle);
    expect(lapsed.body).toContain(say.lapsedBody);

    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "등산",
      max_participants: 2,
      promotion: "offer",
    });
    await submitIn("ko", event.id, { name: "앞사람" });
    await submitIn("ko", event.id, { name: "옆사람" });
    const browser = await subscribedIn(language, event.id, "대기", "waiting");
    await cancel(event.id, "앞사람");
    await update(owner.token, event.id, { max_participants: 1 });
    await pushesSettled(event.id);
    const [offered, withdrawn] = await received(browser);
    expect(offered.title).toBe(say.offeredTitle);
    expect(withdrawn.title).toBe(say.withdrawnTitle);
    expect(withdrawn.body).toContain(say.withdrawnBody);
  });

  it("remind with its buttons in that language", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "독서 모임",
      event_date: fromNow(60_000),
      reminder_hours: 168,
      max_participants: 10,
    });
    // Subscribing is what made 민지 reachable: she is reminded now.
    const browser = await subscribedIn(language, event.id, "민지");
    await pushesSettled(event.id);
    const notices = await readUntil(
      () => received(browser),
      (all) => all.length > 0,
    );
    expect(notices[0].title).toContain(say.reminderTitle);
    expect(notices[0].body).toContain(say.reminderAsk);
    expect(notices[0].actions?.map((action) => action.title)).toEqual([say.keep, say.cant]);
  });

  it("tell of changes, coalesced by what changed, not by words, and of the deletion", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "송년회",
      location: "을지로",
      time_zone: "Asia/Seoul",
      event_date: "2030-12-19T10:00:00.000Z",
    });
    const browser = await subscribedIn(language, event.id, "민지");
    await update(owner.token, event.id, { location: "성수" });
    await update(owner.token, event.id, { event_date: "2030-12-20T10:00:00.000Z" });
    await update(owner.token, event.id, { location: "망원" });
    await pushesSettled(event.id);
    await tenMinutesPass(event.id);
    const changes = await received(browser);
    expect(changes.map((notice) => notice.title)).toEqual([say.placeChanged, say.bothChanged]);
    expect(changes[1].body).toContain("📍 망원");

    await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: owner.token,
      json: { message: "7시에 만나요" },
    });
    await pushesSettled(event.id);
    expect((await received(browser))[2]).toMatchObject({ body: "7시에 만나요" });
    expect((await received(browser))[2].title).toContain(say.announcementTitle);

    expect(
      (await api(`/events/${event.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(200);
    await pushesSettled(event.id);
    const farewell = (await received(browser))[3];
    expect(farewell).toMatchObject({ title: say.deletedTitle, body: say.deletedBody });
  });
});

describe("a notice in the room's outboxes", () => {
  it("is kept as its kind and values, with its recipient's language, never as words", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "송년회",
      location: "을지로",
      event_date: "2030-12-19T10:00:00.000Z",
    });
    await subscribedIn("en", event.id, "Alex");
    await verifiedIn("en", event.id, { name: "Sam" }, uniqueEmail("stored-en"));
    await verifiedIn("ko", event.id, { name: "민지" }, uniqueEmail("stored-ko"));
    await mailsSettled(event.id);
    // Sent now; the next change waits ten minutes in the outboxes, as data.
    await update(owner.token, event.id, { location: "성수" });
    await pushesSettled(event.id);
    await mailsSettled(event.id);
    await update(owner.token, event.id, { location: "망원" });
    expect(await queuedPushes(event.id)).toHaveLength(1);

    const rows = await runInDurableObject(roomStub(env, event.id), (_instance, state) =>
      ["push_outbox", "mail_outbox"].flatMap((table) =>
        state.storage.sql
          .exec<{ notice: string; language: string }>(`SELECT notice, language FROM ${table}`)
          .toArray(),
      ),
    );
    expect(rows.map((row) => row.language).sort()).toEqual(["en", "en", "ko"]);
    for (const row of rows) {
      const notice = JSON.parse(row.notice) as Record<string, unknown>;
      expect(notice).toMatchObject({
        kind: "changed",
        moved: false,
        relocated: true,
        location: "망원",
        event_title: "송년회",
      });
      expect(notice).not.toHaveProperty("title");
      expect(notice).not.toHaveProperty("body");
      // Nothing in it is a sentence of ours, in either language.
      expect(row.notice).not.toMatch(/바뀌었어요|has changed|have changed/);
    }
  });
});

describe("a room from before notices were data", () => {
  it("sends a notice it queued as words as they were, and its invitees' notices in Korean", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "송년회" });
    const browser = await subscribedIn("ko", event.id, "민지");
    await runInDurableObject(roomStub(env, event.id), (_instance, state) => {
      const { sql } = state.storage;
      sql.exec(`
        ALTER TABLE responses DROP COLUMN language;
        ALTER TABLE push_outbox DROP COLUMN language;
        ALTER TABLE mail_outbox DROP COLUMN language;
        UPDATE room_meta SET value = '16' WHERE key = 'schema_version';
      `);
      const to = sql
        .exec<{ response_id: string; endpoint: string; p256dh: string; auth: string }>(
          "SELECT response_id, endpoint, p256dh, auth FROM push_subscriptions",
        )
        .one();
      const words = { title: "옛 제목", body: "옛 본문", url: "/", tag: "announcement-1" };
      sql.exec(
        `INSERT INTO push_outbox (change_key, response_id, endpoint, p256dh, auth, notice, due_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        `announcement-1:${to.response_id}`,
        to.response_id,
        to.endpoint,
        to.p256dh,
        to.auth,
        JSON.stringify(words),
        Date.now(),
      );
    });
    // Thrown away as an eviction or a deploy would: the next call makes a new instance.
    await runInDurableObject(roomStub(env, event.id), (_instance, state) =>
      state.abort("restart"),
    ).catch(() => {});

    await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: owner.token,
      json: { message: "7시에 만나요" },
    });
    await pushesSettled(event.id);
    const notices = await received(browser);
    expect(notices.map((notice) => [notice.title, notice.body])).toEqual([
      ["옛 제목", "옛 본문"],
      ["'송년회' 주최자 공지", "7시에 만나요"],
    ]);
  });
});
