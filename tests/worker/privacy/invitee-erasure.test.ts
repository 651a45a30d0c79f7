import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import {
  checkIn,
  eventWithDoor,
  inD1,
  linkKey,
  listed,
  ok,
  responseOf,
} from "../../support/worker/door";
import { mirrorFlushesSettled, roomStub, submit, withKey } from "../../support/worker/events";

/**
 * '내 정보 삭제': an invitee cancels their response and erases everything kept about it, at once:
 * the room's rows about it, D1's copy and the check-in lines naming it; the queue moves as for a
 * cancellation.
 */

/** What the room keeps that mentions a response, by table. */
const traces = (eventId: string, responseId: string) =>
  runInDurableObject(roomStub(env, eventId), (_room, state) => {
    const sql = state.storage.sql;
    const count = (statement: string) => sql.exec<{ n: number }>(statement, responseId).one().n;
    return {
      responses: count("SELECT count(*) AS n FROM responses WHERE id = ?"),
      mail_channels: count("SELECT count(*) AS n FROM mail_channels WHERE response_id = ?"),
      response_links: count("SELECT count(*) AS n FROM response_links WHERE response_id = ?"),
      idempotency: count("SELECT count(*) AS n FROM idempotency WHERE instr(result, ?) > 0"),
      outbox: count("SELECT count(*) AS n FROM outbox WHERE instr(payload, ?) > 0"),
    };
  });

const inMirror = async (responseId: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM responses WHERE id = ?")
      .bind(responseId)
      .first<{ n: number }>()
  )?.n;

/** A full event of one seat: 민지 holds it (address, message, key-remembered, checked in), 하준 waits. */
async function fullEvent() {
  const door = await eventWithDoor({
    max_participants: 1,
    event_date: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const { event, keeper } = door;
  const joined = await submit(
    event.id,
    { name: "민지", message: "창가 자리 부탁해요", notify_email: "minji@example.com" },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  const minji = ((await joined.json()) as { response: { id: string } }).response.id;
  await responseOf(event.id, "하준");
  await ok(checkIn(keeper.token, event.id, minji));
  await mirrorFlushesSettled(env, event.id);
  return { ...door, minji };
}

describe("an invitee's erasure", () => {
  it("with name and password erases every trace at once, and the queue moves", async () => {
    const { owner, event, minji } = await fullEvent();
    expect(await traces(event.id, minji)).toMatchObject({
      responses: 1,
      mail_channels: 1,
      idempotency: 1,
    });
    expect((await inD1(event.id)).log).toHaveLength(1);

    const wrong = await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "민지", password: "wrong" },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_credentials");
    expect((await listed(owner.token, event.id)).has("민지")).toBe(true);

    const erased = await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "민지", password: "1234" },
    });
    expect(erased.status).toBe(200);
    const people = await listed(owner.token, event.id);
    expect([...people.keys()]).toEqual(["하준"]);
    expect(people.get("하준")?.status).toBe("attending");

    await mirrorFlushesSettled(env, event.id);
    expect(await traces(event.id, minji)).toEqual({
      responses: 0,
      mail_channels: 0,
      response_links: 0,
      idempotency: 0,
      outbox: 0,
    });
    expect(await inMirror(minji)).toBe(0);
    expect((await inD1(event.id)).log).toEqual([]);
  });

  it("with a personal link erases what the link opens, and the link opens nothing after", async () => {
    const { owner, event, minji } = await fullEvent();
    const key = await linkKey(event.id, "민지");
    expect((await traces(event.id, minji)).response_links).toBe(1);
    const erased = await api(`/events/${event.id}/my-response/erase`, {
      method: "POST",
      headers: { "X-Response-Key": key },
    });
    expect(erased.status).toBe(200);
    expect((await withKey(event.id, key)).status).toBe(404);
    expect((await listed(owner.token, event.id)).has("민지")).toBe(false);
    await mirrorFlushesSettled(env, event.id);
    expect(await traces(event.id, minji)).toMatchObject({ response_links: 0, responses: 0 });
    expect(await inMirror(minji)).toBe(0);
  });

  it("still works after the event, and then promotes nobody into it", async () => {
    const clock = testClock();
    const { owner, event, minji } = await fullEvent();
    clock.pass(2 * 3_600_000);
    const cancelled = await api(`/events/${event.id}/delete`, {
      method: "DELETE",
      json: { name: "민지", password: "1234" },
    });
    expect(cancelled.status).toBe(400);
    expect(((await cancelled.json()) as { code: string }).code).toBe("event_ended");
    const erased = await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "민지", password: "1234" },
    });
    expect(erased.status).toBe(200);
    const people = await listed(owner.token, event.id);
    expect(people.get("하준")?.status).toBe("waiting");
    await mirrorFlushesSettled(env, event.id);
    expect(await inMirror(minji)).toBe(0);
  });

  it("refuses a malformed or unknown event, and another event's name or key, changing nothing", async () => {
    const { owner, event } = await fullEvent();
    const other = await fullEvent();
    const otherKey = await linkKey(other.event.id, "민지");
    const byPassword = (eventId: string) =>
      api(`/events/${eventId}/erase`, { method: "POST", json: { name: "민지", password: "1234" } });
    const byKey = (eventId: string, key: string) =>
      api(`/events/${eventId}/my-response/erase`, {
        method: "POST",
        headers: { "X-Response-Key": key },
      });
    const codeOf = async (res: Response) => [
      res.status,
      ((await res.json()) as { code?: string }).code,
    ];

    expect((await byPassword("not-a-uuid")).status).toBe(422);
    expect((await byKey("not-a-uuid", otherKey)).status).toBe(422);
    const unknown = crypto.randomUUID();
    expect(await codeOf(await byPassword(unknown))).toEqual([404, "event_not_found"]);
    expect(await codeOf(await byKey(unknown, otherKey))).toEqual([404, "event_not_found"]);
    // Another event's personal link opens nothing here.
    expect(await codeOf(await byKey(event.id, otherKey))).toEqual([404, "response_link_invalid"]);
    // A name that is not this event's.
    const stranger = await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "없는 사람", password: "1234" },
    });
    expect(stranger.status).toBe(404);
    expect(await byKey(event.id, "")).toHaveProperty("status", 422);

    expect([...(await listed(owner.token, event.id)).keys()].sort()).toEqual(["민지", "하준"]);
    expect([...(await listed(other.owner.token, other.event.id)).keys()].sort()).toEqual([
      "민지",
      "하준",
    ]);
  });
});
