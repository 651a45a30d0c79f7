import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, mailsArrived, newUser } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import { createEvent, publicView, roomStub, submit } from "../../support/worker/events";
import {
  follow,
  linkIn,
  mailsAbout,
  mailsSettled,
  submitVerified,
} from "../../support/worker/mail";
import {
  addressOf,
  fromNow,
  HOUR_MS,
  listed,
  reminderCount,
  reminderEvent,
  remindersTo,
} from "../../support/worker/reminders";

const eventBody = (res: Response) => res.json() as Promise<{ reminder_hours: number | null }>;

describe("an event's reminder_hours", () => {
  it("is taken on create and update, read back, cleared by null, and refused out of range", async () => {
    const { token } = await newUser();
    const created = await createEvent(token, { reminder_hours: 24 });
    const read = await api(`/events/${created.id}`, { token });
    expect((await eventBody(read)).reminder_hours).toBe(24);

    const update = (json: Record<string, unknown>) =>
      api(`/events/${created.id}`, { method: "PUT", token, json });
    expect((await eventBody(await update({ reminder_hours: 168 }))).reminder_hours).toBe(168);
    // Left out, it keeps its value.
    expect((await eventBody(await update({ title: "바뀐 제목" }))).reminder_hours).toBe(168);
    for (const bad of [0, 169, 1.5, "24"]) {
      const res = await update({ reminder_hours: bad });
      expect(res.status).toBe(422);
      const { detail } = (await res.json()) as { detail: { loc: string[] }[] };
      expect(detail[0].loc).toEqual(["body", "reminder_hours"]);
    }
    expect((await eventBody(await update({ reminder_hours: null }))).reminder_hours).toBeNull();
    // A refused value changed nothing.
    expect((await publicView(created.id)) as unknown).toMatchObject({
      reminder_hours: null,
      reminder_at: null,
    });
  });

  it("gives the invite page the reminder's time, on the room's clock", async () => {
    const { token } = await newUser();
    const start = Date.now() + 60_000;
    const event = await createEvent(token, {
      event_date: new Date(start).toISOString(),
      reminder_hours: 3,
    });
    const view = (await publicView(event.id)) as unknown as { reminder_at: string };
    expect(Date.parse(view.reminder_at)).toBe(
      Date.parse(new Date(start).toISOString()) - 3 * HOUR_MS,
    );
  });
});

describe("the reminder", () => {
  it("goes out at its time to every attending response that can be told, and to nobody else", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const event = await reminderEvent(token, 8 * HOUR_MS, 4, { max_participants: 2 });
    const [minji, hajun, seoyeon] = ["minji", "hajun", "seoyeon"].map(addressOf);
    await submitVerified(event.id, { name: "민지" }, minji);
    await submit(event.id, { name: "지우" }); // attending, no channel
    await submitVerified(event.id, { name: "하준", status: "maybe" }, hajun);
    await submitVerified(event.id, { name: "서연" }, seoyeon); // full: waiting
    // Its time (four seconds before the event) has not come.
    expect(await reminderCount(event.id, minji)).toBe(0);
    expect((await listed(token, event.id, "민지")).reminder).toBeNull();

    clock.pass(4 * HOUR_MS);
    await alarmRuns(event.id);
    const [mail] = await remindersTo(minji);
    expect(mail.subject).toBe("[모임 RSVP] '독서 모임' 리마인더");
    expect(mail.text).toContain("📍 을지로");
    expect(mail.text).toContain("못 오게 되면 '못 가요'를 눌러 주세요");
    expect(linkIn(mail, "참석 유지")).toMatch(/\/events\/[0-9a-f-]+\/mail\//);
    expect(linkIn(mail, "못 가요")).toMatch(/\/events\/[0-9a-f-]+\/mail\//);
    await mailsSettled(event.id);
    expect(await reminderCount(event.id, hajun)).toBe(0); // maybe
    expect(await reminderCount(event.id, seoyeon)).toBe(0); // waiting
    expect((await listed(token, event.id, "민지")).reminder).toBe("delivered");
    expect((await listed(token, event.id, "지우")).reminder).toBe("none");
    expect((await listed(token, event.id, "하준")).reminder).toBeNull();
  });

  it("saved with its time already past goes out at once, with the organiser's message", async () => {
    const { token } = await newUser();
    // A week of test hours before an event a minute ahead: long past.
    const event = await reminderEvent(token, 60_000, 168, {
      reminder_message: "우산 챙기세요",
    });
    const address = addressOf("past");
    await submitVerified(event.id, { name: "민지" }, address);
    const [mail] = await remindersTo(address);
    expect(mail.text).toContain("우산 챙기세요");
  });

  it("reaches someone who joins, or is promoted, after it went out, at once; and none twice", async () => {
    const { token } = await newUser();
    const event = await reminderEvent(token, 60_000, 168, { max_participants: 1 });
    const [minji, hajun] = ["minji", "hajun"].map(addressOf);
    await submitVerified(event.id, { name: "민지" }, minji);
    await remindersTo(minji);
    await submitVerified(event.id, { name: "하준" }, hajun); // waiting: not reminded
    expect(await reminderCount(event.id, hajun)).toBe(0);

    // 민지 leaves by her reminder: 하준 is promoted, and reminded at once.
    const [mail] = await remindersTo(minji);
    expect((await follow(linkIn(mail, "못 가요"), "POST")).status).toBe(200);
    await remindersTo(hajun);
    await mailsAbout(hajun, "참석이 확정되었어요");

    // Changes and alarms after it send nothing more.
    await api(`/events/${event.id}`, { method: "PUT", token, json: { title: "독서 모임" } });
    await alarmRuns(event.id);
    expect(await reminderCount(event.id, minji)).toBe(1);
    expect(await reminderCount(event.id, hajun)).toBe(1);
  });

  it("is re-armed by a moved date: a new time, a new reminder, once", async () => {
    const { token } = await newUser();
    const start = Date.now() + 60_000;
    const event = await reminderEvent(token, 60_000, 168);
    const address = addressOf("moved");
    await submitVerified(event.id, { name: "민지" }, address);
    const [first] = await remindersTo(address);
    // The event moves a minute later: its reminder's time moves too, still past.
    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { event_date: new Date(start + 60_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    await remindersTo(address, 2);
    // The first reminder's answers were for the time that no longer stands.
    const stale = await follow(linkIn(first, "참석 유지"));
    expect(await stale.text()).toContain("일정이 바뀌어");
    await alarmRuns(event.id);
    expect(await reminderCount(event.id, address)).toBe(2);
  });

  it("is sent once across a restart of the room between queueing it and sending it", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const event = await reminderEvent(token, 10 * HOUR_MS, 7);
    const [minji, hajun] = ["minji", "hajun"].map(addressOf);
    await submitVerified(event.id, { name: "민지" }, minji);
    await submitVerified(event.id, { name: "하준" }, hajun);
    await mailsSettled(event.id);
    // This instance of the room will queue but not send: its mail courier stops here.
    await runInDurableObject(roomStub(env, event.id), (instance) =>
      (instance as unknown as { mailer: { pause(): Promise<void> } }).mailer.pause(),
    );
    // The reminder's time comes: the alarm queues both reminders and records them in one
    // transaction; then the room is thrown away, as an eviction or a deploy would.
    clock.pass(3 * HOUR_MS);
    await alarmRuns(event.id);
    const queued = await runInDurableObject(roomStub(env, event.id), (_instance, state) =>
      state.storage.sql
        .exec<{ change_key: string }>("SELECT change_key FROM mail_outbox")
        .toArray()
        .map((row) => row.change_key.split("-")[0]),
    );
    expect(queued).toEqual(["reminder", "reminder"]);
    await runInDurableObject(roomStub(env, event.id), (_instance, state) =>
      state.abort("restart"),
    ).catch(() => {});

    // The restarted room sends what it had queued; its alarms and changes send nothing again.
    await publicView(event.id);
    await remindersTo(minji);
    await remindersTo(hajun);
    await submit(event.id, { name: "지우" });
    await alarmRuns(event.id);
    expect(await reminderCount(event.id, minji)).toBe(1);
    expect(await reminderCount(event.id, hajun)).toBe(1);
  });

  it("reaches a response that had no channel at its time once it gets one", async () => {
    const { token } = await newUser();
    const event = await reminderEvent(token, 60_000, 168);
    const res = await submit(event.id, { name: "민지" });
    expect(res.status).toBe(201);
    expect((await listed(token, event.id, "민지")).reminder).toBe("none");
    const address = addressOf("late");
    const added = await api(`/events/${event.id}/modify?name=${encodeURIComponent("민지")}`, {
      method: "PUT",
      json: { password: "1234", notify_email: address },
    });
    expect(added.status).toBe(200);
    const [verification] = await mailsAbout(address, "이메일 확인");
    expect((await follow(linkIn(verification, "이메일 확인"), "POST")).status).toBe(200);
    await remindersTo(address);
    await mailsSettled(event.id);
    expect((await listed(token, event.id, "민지")).reminder).toBe("delivered");
  });

  it("is never sent for a deleted event, even one whose room missed the deletion", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const told = await reminderEvent(token, 8 * HOUR_MS, 4);
    const missed = await reminderEvent(token, 8 * HOUR_MS, 4);
    const [a, b] = ["told", "missed"].map(addressOf);
    await submitVerified(told.id, { name: "민지" }, a);
    await submitVerified(missed.id, { name: "민지" }, b);
    expect((await api(`/events/${told.id}`, { method: "DELETE", token })).status).toBe(200);
    // The other's row goes from D1 without its room hearing of it.
    await env.DB.prepare("DELETE FROM events WHERE id = ?").bind(missed.id).run();

    // Their reminders' time comes; each room's alarm runs as it would then.
    clock.pass(4 * HOUR_MS);
    await alarmRuns(told.id);
    await alarmRuns(missed.id);
    for (const address of [a, b]) {
      const subjects = (await mailsArrived(address, 0)).map((mail) => mail.subject);
      expect(subjects.some((subject) => subject.includes("리마인더"))).toBe(false);
    }
    await mailsAbout(a, "모임이 취소되었어요");
  });

  it("is not sent once the event has begun", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const event = await createEvent(token, { event_date: fromNow(2 * HOUR_MS) });
    const address = addressOf("begun");
    await submitVerified(event.id, { name: "민지" }, address);
    clock.pass(2 * HOUR_MS);
    // A reminder set after the event began, its time long past: nothing goes out.
    const set = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { reminder_hours: 168 },
    });
    expect(set.status).toBe(200);
    await alarmRuns(event.id);
    expect(await reminderCount(event.id, address)).toBe(0);
    expect((await listed(token, event.id, "민지")).reminder).toBeNull();
  });
});
