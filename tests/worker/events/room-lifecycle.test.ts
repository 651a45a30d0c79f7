import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventRoom } from "../../../worker/event-room/event-room";
import { roomConfigOf } from "../../support/events";
import { api, newUser } from "../../support/worker/api";
import {
  createEvent,
  inAWeek,
  publicView,
  roomStub,
  roomTables,
  submit,
} from "../../support/worker/events";

/** What a deleted event's room keeps: its meta table holding only the deletion mark. */
const roomMeta = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), (_instance, state) =>
    state.storage.sql
      .exec<{ key: string; value: string }>("SELECT key, value FROM room_meta ORDER BY key")
      .toArray()
      .map(({ key, value }) => [key, value]),
  );

const roomConfig = (eventId: string, maxParticipants: number | null, version: number) =>
  roomConfigOf({
    id: eventId,
    title: "모임",
    event_date: inAWeek(),
    max_participants: maxParticipants,
    config_version: version,
  });

describe("an event's room", () => {
  it("loads its config from D1 once when it never received one", async () => {
    const owner = await newUser();
    const eventId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO events (id, owner_id, title, event_date, max_participants) VALUES (?, ?, ?, ?, 1)",
    )
      .bind(eventId, owner.id, "직접 넣은 모임", inAWeek())
      .run();
    expect((await submit(eventId, { name: "첫째" })).status).toBe(201);
    expect((await submit(eventId, { name: "둘째" })).status).toBe(201);
    const view = await publicView(eventId);
    expect(view.max_participants).toBe(1);
    expect(view.responses.map((r) => r.status)).toEqual(["attending", "waiting"]);
  });

  it("ignores a pushed config that is not newer than the one it holds", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { max_participants: 5 },
    });
    const stale = await runInDurableObject(roomStub(env, event.id), (instance: EventRoom) =>
      instance.configure(roomConfig(event.id, 1, 1)),
    );
    expect(stale.promoted).toEqual([]);
    expect((await publicView(event.id)).max_participants).toBe(5);
  });

  it("is emptied when its event is deleted, and the event is gone for invitees", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "사라질 사람" });
    expect(await roomTables(event.id)).toContain("responses");
    const res = await api(`/events/${event.id}`, { method: "DELETE", token: owner.token });
    expect(res.status).toBe(200);
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
    expect(await roomMeta(event.id)).toEqual([["deleted", "1"]]);
    expect((await api(`/events/${event.id}/public`)).status).toBe(410);
    expect((await submit(event.id, { name: "늦게 온 사람" })).status).toBe(404);
    // Asking a deleted event's room does not make it store anything again.
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
  });

  it("stays deleted when a config push arrives late", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 3 });
    await api(`/events/${event.id}`, { method: "DELETE", token: owner.token });
    const late = await runInDurableObject(roomStub(env, event.id), (instance: EventRoom) =>
      instance.configure(roomConfig(event.id, 10, 99)),
    );
    expect(late.promoted).toEqual([]);
    expect(await roomMeta(event.id)).toEqual([["deleted", "1"]]);
    const res = await api(`/events/${event.id}/public`);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: "event_cancelled" });
  });

  it("never stores anything for an event that never existed", async () => {
    const never = crypto.randomUUID();
    expect((await api(`/events/${never}/public`)).status).toBe(404);
    expect((await submit(never, { name: "누구" })).status).toBe(404);
    expect(await roomTables(never)).toEqual([]);
  });

  it("catches up with an edit whose push it missed, when the organiser next looks", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await submit(event.id, { name: "앉은 사람" });
    await submit(event.id, { name: "기다린 사람" });
    // The edit reached D1 but its push to the room was lost.
    await env.DB.prepare(
      "UPDATE events SET max_participants = 2, config_version = config_version + 1 WHERE id = ?",
    )
      .bind(event.id)
      .run();
    expect((await publicView(event.id)).max_participants).toBe(1);
    const listed = await api(`/events/${event.id}/responses`, { token: owner.token });
    const { data } = (await listed.json()) as { data: { name: string; status: string }[] };
    expect(data.map((r) => [r.name, r.status])).toEqual([
      ["앉은 사람", "attending"],
      ["기다린 사람", "attending"],
    ]);
    expect((await publicView(event.id)).max_participants).toBe(2);
  });

  it("is emptied when its owner's account is deleted", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "손님" });
    const res = await api("/users/me", { method: "DELETE", token: owner.token });
    expect(res.status).toBe(200);
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
    expect(await roomMeta(event.id)).toEqual([["deleted", "1"]]);
    const mirror = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE id = ?")
      .bind(event.id)
      .first<{ n: number }>();
    expect(mirror?.n).toBe(0);
  });
});
